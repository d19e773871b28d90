import { useMemo } from "react";
import { apiPaths } from "@core/api-paths";
import type { EventListResponse } from "@core/api/event-list";
import type { PlpParams } from "@core/plp-params";
import { eventListItemToCard } from "@core/events/event-list-item-to-card";
import { apiQuery, useApiQuery } from "@/lib/data";
import { eventListQuery, type SubcategoryIdsByCategory } from "./api/event-list-query";
import type { EventListSort } from "./event-list-sort";
import type { EventListState } from "./use-event-list-result";

type SearchCall = {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<EventListResponse>;
};

/**
 * The GET query of a listing's keyword search: the listing's own query (filters, sort, page, per) plus the words.
 * Joint fairs search through /api/v1/events/joint_job_fairs/free_word_search, which fixes the category itself.
 */
export function eventSearchCall(
  params: PlpParams,
  sort: EventListSort,
  words: string,
  subcategories: SubcategoryIdsByCategory,
): SearchCall {
  const { category, ...filters } = eventListQuery(params, sort, subcategories);
  return category === "gosetsu"
    ? apiQuery(apiPaths.jointJobFairsFreeWordSearch, { query: { ...filters, search_query: words } })
    : apiQuery(apiPaths.eventsFreeWordSearch, { query: { category, ...filters, search_query: words } });
}

/**
 * The listing narrowed to the words, fetched in the browser (the results cannot be prerendered): the same cards
 * (eventListItemToCard, as the listing's own fetch), sort and paging. An industry without subcategories matches
 * nothing: answered as empty without a call.
 */
export function useEventSearchResult(
  params: PlpParams,
  sort: EventListSort,
  words: string,
  subcategories: SubcategoryIdsByCategory,
): EventListState {
  const call = eventSearchCall(params, sort, words, subcategories);
  const noMatch = eventListQuery(params, sort, subcategories).business_subcategory_ids?.length === 0;
  const found = useApiQuery({
    ...call,
    enabled: !noMatch,
    meta: { onFailure: (error) => console.error("event search: fetch failed", error) },
  });
  const result = useMemo(
    () => found.data && { events: found.data.events.map(eventListItemToCard), totalCount: found.data.total_counts },
    [found.data],
  );
  if (noMatch) return { status: "loaded", result: { events: [], totalCount: 0 } };
  if (found.error) return { status: "failed" };
  return result ? { status: "loaded", result } : { status: "loading" };
}
