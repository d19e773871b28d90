import { buildPlpPath, emptyPlpParams, type PlpParams } from "@core/plp-params";
import type { Breadcrumb } from "@/components/detail-page/breadcrumbs";
import { eventListHeadings } from "./event-list-headings";

/** ホーム › category listing › filtered listing (when filtered) › page (from page 2). */
export function eventListBreadcrumbs(params: PlpParams, filterWords: readonly string[]): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [
    { name: "ホーム", path: "/" },
    { name: eventListHeadings[params.category].heading, path: buildPlpPath(emptyPlpParams(params.category)) },
  ];
  if (filterWords.length > 0) crumbs.push({ name: filterWords.join("・"), path: buildPlpPath({ ...params, page: 1 }) });
  if (params.page > 1) crumbs.push({ name: `${params.page}ページ目`, path: buildPlpPath(params) });
  return crumbs;
}
