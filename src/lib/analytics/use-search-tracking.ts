import * as React from "react";
import type { AnalyticsPayload } from "./analytics-events";
import { trackSearch } from "./track";

// Imported by path, not re-exported by index.ts: only the search pages carry it.

/**
 * What the student searched for: the search event's fields but the count, and `conditions`, the chosen values,
 * which only tell one search from the next here and are never sent.
 */
export type SearchCriteria = Omit<AnalyticsPayload<"search">, "result_count"> & { conditions: string };

/** The results on screen (any object standing for them: the fetched answer, the list) and the total found. */
export type ShownResults = { results: object; count: number };

// Module state, not component state: a listing's pages remount on each filter, page or back navigation.
let lastSearch: string | null = null;

/**
 * Spec §9 search: one push per search the student makes, once its results are shown (`shown`; null while they
 * are not). No filter is no search, and ends the last one, so choosing the same filters again is a new search;
 * another page of the results, a re-render or coming back to them is the same search. Results still on screen
 * from the previous conditions (while the next ones load) answer no search.
 */
export function useSearchTracking({ conditions, ...fields }: SearchCriteria, shown: ShownResults | null): void {
  const searched = fields.filter_keys.length > 0;
  const key = JSON.stringify([fields.search_type, fields.category, conditions]);
  const latest = React.useRef(fields);
  latest.current = fields;
  const conditionsOfResults = React.useRef(new WeakMap<object, string>());
  const results = shown?.results;
  const count = shown?.count;

  React.useEffect(() => {
    if (!searched) lastSearch = null;
    if (results === undefined || count === undefined) return;
    const answered = conditionsOfResults.current.get(results) ?? key;
    conditionsOfResults.current.set(results, answered);
    if (!searched || answered !== key || key === lastSearch) return;
    lastSearch = key;
    trackSearch({ ...latest.current, result_count: count });
  }, [key, searched, results, count]);
}
