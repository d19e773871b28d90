import { fromRouteCategory } from "@core/event-category";
import type { PlpParams } from "@core/plp-params";
import type { EventListSort } from "../event-list-sort";

export const EVENT_LIST_PER = 20;

/** Business category id → its subcategory ids: the API filters industries by subcategory. */
export type SubcategoryIdsByCategory = Readonly<Record<string, readonly number[]>>;

/** The GET /api/v1/events query of a listing (spec §7 names). */
export function eventListQuery(params: PlpParams, sort: EventListSort, subcategories: SubcategoryIdsByCategory) {
  return {
    category: fromRouteCategory(params.category),
    graduates: params.graduateYear === null ? undefined : [params.graduateYear],
    business_subcategory_ids:
      params.businessCategoryId === null ? undefined : [...(subcategories[String(params.businessCategoryId)] ?? [])],
    prefectures: params.prefectureCode === null ? undefined : [params.prefectureCode],
    sort,
    page: params.page,
    per: EVENT_LIST_PER,
  };
}
