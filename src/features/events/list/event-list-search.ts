import { fromRouteCategory } from "@core/event-category";
import { buildPlpPath, type PlpParams } from "@core/plp-params";
import { analyticsCategoryOfEvent } from "@/lib/analytics";
import type { SearchCriteria } from "@/lib/analytics/use-search-tracking";
import { DEFAULT_EVENT_LIST_SORT, type EventListSort } from "./event-list-sort";

/** The listing as a spec §9 search: the names of the filters and the sort chosen (none on the plain listing). */
export function eventListSearch(params: PlpParams, sort: EventListSort): SearchCriteria {
  const filterKeys: string[] = [];
  if (params.graduateYear !== null) filterKeys.push("graduate_year");
  if (params.businessCategoryId !== null) filterKeys.push("business_category");
  if (params.prefectureCode !== null) filterKeys.push("prefectures");
  if (sort !== DEFAULT_EVENT_LIST_SORT) filterKeys.push("sort");
  return {
    search_type: "event_listing",
    // the path's end is a filter segment on filtered listings: the listing's category says it
    category: analyticsCategoryOfEvent(fromRouteCategory(params.category)),
    filter_keys: filterKeys,
    conditions: `${buildPlpPath({ ...params, page: 1 })} ${sort}`,
  };
}
