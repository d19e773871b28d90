/** Choices of the filter form, from build data. */
export type EventListFilterOptions = {
  graduateYears: readonly number[];
  businessCategories: ReadonlyArray<{ db_id: number; name: string }>;
  prefectures: ReadonlyArray<{ code: number; name: string; area_name: string }>;
};

export { ONLINE_PLACE as ONLINE_PREFECTURE } from "@core/event-card-facts";

/** Prefectures grouped by area in code order (areas keep the order of their first prefecture). */
export function prefecturesByArea(
  prefectures: EventListFilterOptions["prefectures"],
): Array<{ area: string; prefectures: Array<{ code: number; name: string }> }> {
  const groups = new Map<string, Array<{ code: number; name: string }>>();
  for (const prefecture of [...prefectures].sort((a, b) => a.code - b.code)) {
    const group = groups.get(prefecture.area_name) ?? [];
    group.push({ code: prefecture.code, name: prefecture.name });
    groups.set(prefecture.area_name, group);
  }
  return [...groups].map(([area, members]) => ({ area, prefectures: members }));
}
