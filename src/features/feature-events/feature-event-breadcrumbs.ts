import { featureEventPath } from "@core/routes";
import type { Breadcrumb } from "@/components/detail-page/breadcrumbs";

/** ホーム › {feature event title} */
export function featureEventBreadcrumbs(featureEvent: { db_id: number; title: string }): Breadcrumb[] {
  return [
    { name: "ホーム", path: "/" },
    { name: featureEvent.title, path: featureEventPath(featureEvent.db_id) },
  ];
}
