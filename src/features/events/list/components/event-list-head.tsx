import * as React from "react";
import { SeoHead, type HeadLocation } from "@/components/seo";
import { headSearch } from "@/components/seo/head-search";
import { searchWordsFromSearch } from "../event-list-address";
import { buildPlpPath, type PlpParams } from "@core/plp-params";
import { describePlpFilters } from "../describe-plp-filters";
import { eventListBreadcrumbs } from "../event-list-breadcrumbs";
import type { EventListFilterOptions } from "../event-list-filter-options";
import { eventListHeadings } from "../event-list-headings";

type EventListHeadProps = {
  params: PlpParams;
  options: EventListFilterOptions;
  location: HeadLocation;
  /** Client-only listings (two or more filters) are not offered to search engines. */
  noindex?: boolean;
};

/**
 * Title, description, canonical (the listing's own canonical path, page 2+ included) and BreadcrumbList. A keyword
 * search (`?q=`) puts its words first in the title; it is noindex, nofollow by its query (core/site/robots-for-query.ts).
 */
export function EventListHead({ params, options, location, noindex = false }: EventListHeadProps) {
  const filterWords = describePlpFilters(params, options);
  const { heading, description } = eventListHeadings[params.category];
  const prefix = filterWords.length > 0 ? `${filterWords.join("・")}の` : "";
  const pageSuffix = params.page > 1 ? `（${params.page}ページ目）` : "";
  const words = searchWordsFromSearch(headSearch(location));
  const searched = words === "" ? "" : `「${words}」の検索結果 - `;
  return (
    <SeoHead
      location={location}
      title={`${searched}${prefix}${heading}${pageSuffix}`}
      description={`${prefix}${description}`}
      path={buildPlpPath(params)}
      noindex={noindex}
      breadcrumbs={eventListBreadcrumbs(params, filterWords)}
    />
  );
}
