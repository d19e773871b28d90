import { useMemo } from "react";
import { apiPaths } from "@core/api-paths";
import type { PlpParams } from "@core/plp-params";
import { eventListItemToCard } from "@core/events/event-list-item-to-card";
import { apiQuery, useApiQuery } from "@/lib/data";
import type { SubcategoryIdsByCategory } from "./api/event-list-query";
import { eventSearchQuery } from "./api/event-search-query";
import type { EventListSort } from "./event-list-sort";
import type { EventListState } from "./use-event-list-result";

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
  const { path, query } = eventSearchQuery(params, sort, words, subcategories);
  // two paths of one answer type: the query key tells them apart
  const call =
    path === apiPaths.jointJobFairsFreeWordSearch
      ? apiQuery(apiPaths.jointJobFairsFreeWordSearch, { query })
      : (apiQuery(apiPaths.eventsFreeWordSearch, { query }) as unknown as ReturnType<
          typeof apiQuery<typeof apiPaths.jointJobFairsFreeWordSearch>
        >);
  const noMatch = query.business_subcategory_ids?.length === 0;
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
