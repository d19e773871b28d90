import * as React from "react";
import { apiPaths } from "@core/api-paths";
import { eventListItemToCard } from "@core/events/event-list-item-to-card";
import { COMPANY_INDEX_AD_PLACE, promotedEventCards } from "@core/promotions/promoted-event-card";
import { apiQuery, useApiQuery } from "@/lib/data";
import { PromotedEventsSection } from "@/features/promotions";

export const PROMOTED_EVENTS_SHOWN = 4;

/**
 * The promoted events of the company index (ad place ad_place_web_company_index_page), fetched in the browser, in
 * the sponsored section (PR) that pushes action-on-pr-event. Their space is reserved while loading; the section goes
 * away when there are none or the call fails.
 */
export function PromotedEvents() {
  const query = useApiQuery({
    ...apiQuery(apiPaths.recommendedPromotionContractEvents, {
      query: { ad_place: COMPANY_INDEX_AD_PLACE, per: PROMOTED_EVENTS_SHOWN },
    }),
    meta: { onFailure: (error) => console.error("promoted events: fetch failed", error) },
  });
  const cards = React.useMemo(() => {
    if (query.error) return [];
    if (!query.data) return null;
    const rows = query.data.promotion_contract_events.map((contract) => ({
      contract,
      event: eventListItemToCard(contract.event),
    }));
    return promotedEventCards(rows, PROMOTED_EVENTS_SHOWN);
  }, [query.data, query.error]);

  return <PromotedEventsSection id="promoted-events" cards={cards} />;
}
