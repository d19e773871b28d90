import type { EventListFilterOptions } from "./event-list-filter-options";

/** The filter choices both listing templates query. */
export type EventListFilterData = {
  allBusinessCategory: { nodes: Array<{ db_id: number; name: string }> };
  allPrefecture: { nodes: Array<{ code: number; name: string; area_name: string }> };
};

export function filterOptionsOf(data: EventListFilterData, graduateYears: readonly number[]): EventListFilterOptions {
  return { graduateYears, businessCategories: data.allBusinessCategory.nodes, prefectures: data.allPrefecture.nodes };
}
