import { useEffect, useState } from "react";
import type { PlpParams } from "@core/plp-params";
import { api } from "@/lib/api";
import type { EventCardData } from "@core/events/event-card-data";
import { eventListItemToCard } from "@core/events/event-list-item-to-card";
import type { EventListSort } from "./event-list-sort";
import { EVENT_LIST_PER, eventListQuery, fetchEventList, type SubcategoryIdsByCategory } from "./api/fetch-event-list";

export type EventListResult = { events: EventCardData[]; totalCount: number };

export type EventListState =
  | { status: "loading" }
  | { status: "loaded"; result: EventListResult }
  | { status: "failed" };

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
  const [state, setState] = useState<EventListState>(initial ? { status: "loaded", result: initial } : { status: "loading" });
  const key = JSON.stringify([params, sort]);

  useEffect(() => {
    if (initial) {
      setState({ status: "loaded", result: initial });
      return;
    }
    const query = eventListQuery(params, sort, subcategories);
    if (query.business_subcategory_ids?.length === 0) {
      setState({ status: "loaded", result: { events: [], totalCount: 0 } });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    fetchEventList(api, query, controller.signal)
      .then((response) =>
        setState({ status: "loaded", result: { events: response.events.map(eventListItemToCard), totalCount: response.total_counts } }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("event list: fetch failed", error);
        setState({ status: "failed" });
      });
    return () => controller.abort();
    // `key` stands for params and sort; `initial` changes with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, initial]);

  return state;
}
