import * as React from "react";
import type { AnalyticsPayload } from "./analytics-events";
import { trackSearch } from "./track";

/**
 * A search as a page shows it: the search event's fields, `result_count` null until the results are shown, and
 * `conditions`: the chosen values, which only tell one search from the next here and are never sent.
 */
export type ShownSearch = Omit<AnalyticsPayload<"search">, "result_count"> & { result_count: number | null; conditions: string };

// Module state, not component state: a listing's pages remount on each filter, page or back navigation.
let lastSearch: string | null = null;

/**
 * Spec §9 search: one push per search the student makes, once its results are shown. No filter is no search (and
 * ends the last one, so choosing the same filters again is a new search); another page of the results, a re-render
 * or coming back to them is the same search.
 */
export function useSearchTracking({ result_count, conditions, ...fields }: ShownSearch): void {
  const searched = fields.filter_keys.length > 0;
  const key = JSON.stringify([fields.search_type, fields.category, conditions]);
  const latest = React.useRef({ ...fields, result_count });
  latest.current = { ...fields, result_count };
  const shown = result_count !== null;

  React.useEffect(() => {
    if (!searched) {
      lastSearch = null;
      return;
    }
    const { result_count: count, ...payload } = latest.current;
    if (count === null || key === lastSearch) return;
    lastSearch = key;
    trackSearch({ ...payload, result_count: count });
  }, [key, searched, shown]);
}
