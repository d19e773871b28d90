import { shortGraduateYearLabel } from "@core/graduate-year";
import type { PlpParams } from "@core/plp-params";
import { ONLINE_PREFECTURE, type EventListFilterOptions } from "./event-list-filter-options";

/** The chosen filters in words, e.g. ["27卒", "IT・通信", "東京都"]; unknown ids are shown by number. */
export function describePlpFilters(params: PlpParams, options: EventListFilterOptions): string[] {
  const words: string[] = [];
  if (params.graduateYear !== null) words.push(shortGraduateYearLabel(params.graduateYear));
  if (params.businessCategoryId !== null) {
    const found = options.businessCategories.find((category) => category.db_id === params.businessCategoryId);
    words.push(found ? found.name : `業界${params.businessCategoryId}`);
  }
  if (params.prefectureCode !== null) {
    const found =
      params.prefectureCode === ONLINE_PREFECTURE.code
        ? ONLINE_PREFECTURE
        : options.prefectures.find((prefecture) => prefecture.code === params.prefectureCode);
    words.push(found ? found.name : `都道府県${params.prefectureCode}`);
  }
  return words;
}
