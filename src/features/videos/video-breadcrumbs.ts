import type { Breadcrumb } from "@/components/detail-page/breadcrumbs";
import { videosPath } from "@core/videos/video-paths";

export const videosTitle = "就活動画";

/** ホーム › 就活動画 › …the given trail. */
export function videoBreadcrumbs(...trail: Breadcrumb[]): Breadcrumb[] {
  return [{ name: "ホーム", path: "/" }, { name: videosTitle, path: videosPath }, ...trail];
}
