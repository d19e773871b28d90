/** Listing sorts offered in the UI (spec §9 sort values); `updated_at` is the default and has no query. */
export const eventListSorts = [
  { value: "updated_at", label: "新着順" },
  { value: "start_at", label: "開催日順" },
  { value: "time_limit_at", label: "締切順" },
] as const;
export type EventListSort = (typeof eventListSorts)[number]["value"];

export const DEFAULT_EVENT_LIST_SORT: EventListSort = "updated_at";

/** The sort named by `?sort=`; anything else (or nothing) is the default. */
export function eventListSortFromSearch(search: string | undefined): EventListSort {
  const value = new URLSearchParams(search ?? "").get("sort");
  return eventListSorts.find((sort) => sort.value === value)?.value ?? DEFAULT_EVENT_LIST_SORT;
}
