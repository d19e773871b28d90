import * as React from "react";
import { useEffect, useState } from "react";
import { api } from "../../../lib/api";
import { EventCardList } from "../../events";
import type { EventCardData } from "../../../domain/events/event-card-data";
import { eventListItemToCard } from "../../../domain/events/event-list-item-to-card";
import { COMPANY_INDEX_AD_PLACE, fetchPromotedEvents } from "../api/fetch-promoted-events";
import * as styles from "./company-index.module.css";

export const PROMOTED_EVENTS_SHOWN = 4;

type PromotedState = { status: "loading" } | { status: "loaded"; events: EventCardData[] } | { status: "none" };

/**
 * The promoted events of the company index (ad place ad_place_web_company_index_page), fetched in the browser.
 * Their space is reserved while loading; the section goes away when there are none or the call fails.
 */
export function PromotedEvents() {
  const [state, setState] = useState<PromotedState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    fetchPromotedEvents(api, COMPANY_INDEX_AD_PLACE, PROMOTED_EVENTS_SHOWN, controller.signal)
      .then((response) => {
        const events = response.promotion_contract_events.map((contract) => eventListItemToCard(contract.event));
        setState(events.length > 0 ? { status: "loaded", events } : { status: "none" });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("promoted events: fetch failed", error);
        setState({ status: "none" });
      });
    return () => controller.abort();
  }, []);

  if (state.status === "none") return null;
  return (
    <section className={styles.promoted} aria-labelledby="promoted-events" aria-busy={state.status === "loading"}>
      <h2 id="promoted-events" className={styles.sectionHeading}>
        注目のイベント <span className={styles.prLabel}>PR</span>
      </h2>
      {state.status === "loaded" ? <EventCardList events={state.events} emptyMessage="" /> : <div className={styles.promotedPlaceholder} />}
    </section>
  );
}
