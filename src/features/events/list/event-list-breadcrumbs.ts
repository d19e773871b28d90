import { buildPlpPath, emptyPlpParams, type PlpParams } from "../../../domain/plp-params";
import { eventListHeadings } from "./event-list-headings";

export type Breadcrumb = { name: string; path: string };

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

/** schema.org BreadcrumbList with absolute URLs. */
export function breadcrumbListJsonLd(crumbs: readonly Breadcrumb[], siteUrl: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, siteUrl).toString(),
    })),
  };
}
