import type { Breadcrumb } from "@/components/detail-page/breadcrumbs";
import { cooperatingSitePath, cooperatingSitesPath } from "@core/cooperating-site-paths";

export const cooperatingSitesTitle = "提携サービス一覧";

export function cooperatingSitesBreadcrumbs(site?: { db_id: number; name: string }): Breadcrumb[] {
  const trail = [
    { name: "ホーム", path: "/" },
    { name: cooperatingSitesTitle, path: cooperatingSitesPath },
  ];
  return site ? [...trail, { name: site.name, path: cooperatingSitePath(site.db_id) }] : trail;
}
