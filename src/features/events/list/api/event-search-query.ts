import { apiPaths } from "@core/api-paths";
import type { PlpParams } from "@core/plp-params";
import type { EventListSort } from "../event-list-sort";
import { eventListQuery, type SubcategoryIdsByCategory } from "./event-list-query";

/**
 * The GET of a listing's keyword search: the listing's own query (filters, sort, page, per) plus the words. Joint
 * fairs search through /api/v1/events/joint_job_fairs/free_word_search, which fixes the category itself.
 */
export function eventSearchQuery(
  params: PlpParams,
  sort: EventListSort,
  words: string,
  subcategories: SubcategoryIdsByCategory,
) {
  const { category, ...filters } = eventListQuery(params, sort, subcategories);
  return category === "gosetsu"
    ? { path: apiPaths.jointJobFairsFreeWordSearch, query: { ...filters, search_query: words } }
    : { path: apiPaths.eventsFreeWordSearch, query: { category, ...filters, search_query: words } };
}
