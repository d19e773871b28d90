import { apiPaths } from "@core/api-paths";
import { eventListItemToCard } from "@core/events/event-list-item-to-card";
import { promotedEventCards, TOP_PAGE_AD_PLACE, type PromotedEventCard } from "@core/promotions/promoted-event-card";
import type { ApiRequester } from "@/lib/api";
import { apiGet } from "@/lib/api/api-call";
import { TOP_ADS_SHOWN } from "../top-ads-shown";

/** GET /api/v1/promotion_contract_events?ad_place=ad_place_web_top_page: the running top ads in display order. */
export const topAdsCall = [apiPaths.promotionContractEvents, { query: { ad_place: TOP_PAGE_AD_PLACE } }] as const;

/**
 * The promotion API's running top-page contracts as cards (the same model as the build's: promotedEventCards).
 * Sent without the requester's retry: it runs in a query (top-ads.tsx), whose retry is the data layer's.
 */
export async function loadTopAdCards(client: ApiRequester, signal?: AbortSignal): Promise<PromotedEventCard[]> {
  const response = await apiGet(...topAdsCall, { client, signal, retry: false });
  return promotedEventCards(
    response.promotion_contract_events.map((contract) => ({ contract, event: eventListItemToCard(contract.event) })),
    TOP_ADS_SHOWN,
  );
}
