import type { EventListFilterOptions } from "./event-list-filter-options";

/** The filter choices both listing templates query (their generated query types have this part in common). */
export type EventListFilterData = Pick<Queries.EventListClientTemplateQuery, "allBusinessCategory" | "allPrefecture">;

export function filterOptionsOf(data: EventListFilterData, graduateYears: readonly number[]): EventListFilterOptions {
  return { graduateYears, businessCategories: data.allBusinessCategory.nodes, prefectures: data.allPrefecture.nodes };
}
