import * as React from "react";
import { SeoHead } from "../../../components/seo";
import { useSiteUrl } from "../../../components/seo/use-site-url";
import { buildPlpPath, type PlpParams } from "../../../domain/plp-params";
import { describePlpFilters } from "./describe-plp-filters";
import { breadcrumbListJsonLd, eventListBreadcrumbs } from "./event-list-breadcrumbs";
import type { EventListFilterOptions } from "./event-list-filter-options";
import { eventListHeadings } from "./event-list-headings";

type EventListHeadProps = {
  params: PlpParams;
  options: EventListFilterOptions;
  search: string | undefined;
  /** Client-only listings (two or more filters) are not offered to search engines. */
  noindex?: boolean;
};

/** Title, description, canonical (the listing's own canonical path, page 2+ included) and BreadcrumbList. */
export function EventListHead({ params, options, search, noindex = false }: EventListHeadProps) {
  const siteUrl = useSiteUrl();
  const filterWords = describePlpFilters(params, options);
  const { heading, description } = eventListHeadings[params.category];
  const prefix = filterWords.length > 0 ? `${filterWords.join("・")}の` : "";
  const pageSuffix = params.page > 1 ? `（${params.page}ページ目）` : "";
  return (
    <SeoHead
      title={`${prefix}${heading}${pageSuffix}`}
      description={`${prefix}${description}`}
      path={buildPlpPath(params)}
      search={search}
      noindex={noindex}
      structuredData={breadcrumbListJsonLd(eventListBreadcrumbs(params, filterWords), siteUrl || "http://localhost")}
    />
  );
}
