import * as React from "react";
import { useEffect, useState } from "react";
import { api } from "@/lib/api";
import { PromotedEventsSection } from "@/features/promotions";
import { eventListItemToCard } from "@core/events/event-list-item-to-card";
import { COMPANY_INDEX_AD_PLACE, promotedEventCards, type PromotedEventCard } from "@core/promotions/promoted-event-card";
import { fetchPromotedEvents } from "../api/fetch-promoted-events";

export const PROMOTED_EVENTS_SHOWN = 4;

/**
 * The promoted events of the company index (ad place ad_place_web_company_index_page), fetched in the browser, in
 * the sponsored section (PR) that pushes action-on-pr-event. Their space is reserved while loading; the section goes
 * away when there are none or the call fails.
 */
export function PromotedEvents() {
  const [cards, setCards] = useState<PromotedEventCard[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchPromotedEvents(api, COMPANY_INDEX_AD_PLACE, PROMOTED_EVENTS_SHOWN, controller.signal)
      .then((response) => {
        const rows = response.promotion_contract_events.map((contract) => ({ contract, event: eventListItemToCard(contract.event) }));
        setCards(promotedEventCards(rows, PROMOTED_EVENTS_SHOWN));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("promoted events: fetch failed", error);
        setCards([]);
      });
    return () => controller.abort();
  }, []);

  return <PromotedEventsSection id="promoted-events" cards={cards} />;
}
