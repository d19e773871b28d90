import { useMemo } from "react";
import { apiPaths } from "@core/api-paths";
import type { PlpParams } from "@core/plp-params";
import { apiQuery, useApiQuery, useHydrated } from "@/lib/data";
import type { EventCardData } from "@core/events/event-card-data";
import { eventListItemToCard } from "@core/events/event-list-item-to-card";
import type { EventListSort } from "./event-list-sort";
import { EVENT_LIST_PER, eventListQuery, type SubcategoryIdsByCategory } from "./api/event-list-query";

export type EventListResult = { events: EventCardData[]; totalCount: number };

export type EventListState =
  | { status: "loading" }
  | { status: "loaded"; result: EventListResult }
  | { status: "failed" };

const NO_EVENTS: EventListResult = { events: [], totalCount: 0 };

export function totalPagesOf(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / EVENT_LIST_PER));
}

/**
 * The listing's events: `initial` (build data) when given, else fetched from /api/v1/events at run time.
 * An industry without subcategories cannot match any event through the API: answered as empty without a call.
 */
export function useEventListResult(
  params: PlpParams,
  sort: EventListSort,
  subcategories: SubcategoryIdsByCategory,
  initial: EventListResult | null,
): EventListState {
  const hydrated = useHydrated();
  const query = eventListQuery(params, sort, subcategories);
  const noMatch = query.business_subcategory_ids?.length === 0;
  const events = useApiQuery({
    ...apiQuery(apiPaths.events, { query }),
    enabled: hydrated && !initial && !noMatch,
    meta: { onFailure: (error) => console.error("event list: fetch failed", error) },
  });
  const result = useMemo(
    () => events.data && { events: events.data.events.map(eventListItemToCard), totalCount: events.data.total_counts },
    [events.data],
  );

  if (initial) return { status: "loaded", result: initial };
  // The hydrating render shows what was prerendered: a client-only listing's loading state.
  if (!hydrated) return { status: "loading" };
  if (noMatch) return { status: "loaded", result: NO_EVENTS };
  if (events.error) return { status: "failed" };
  return result ? { status: "loaded", result } : { status: "loading" };
}
