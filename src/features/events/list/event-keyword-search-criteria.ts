import type { PlpParams } from "@core/plp-params";
import type { SearchCriteria } from "@/lib/analytics/use-search-tracking";
import { eventListSearch } from "./event-list-search";
import type { EventListSort } from "./event-list-sort";

/**
 * A keyword search of a listing as a spec §9 search: `event_free_word`, the filter names `free_word` and the listing's
 * own (never the words: they only tell one search from the next, in `conditions`, which is never sent).
 */
export function eventKeywordSearch(params: PlpParams, sort: EventListSort, words: string): SearchCriteria {
  const listing = eventListSearch(params, sort);
  return {
    ...listing,
    search_type: "event_free_word",
    filter_keys: ["free_word", ...listing.filter_keys],
    conditions: `${listing.conditions} ${words}`,
  };
}
