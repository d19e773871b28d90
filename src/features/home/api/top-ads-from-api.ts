import { eventListItemToCard } from "@core/events/event-list-item-to-card";
import { promotedEventCards, type PromotedEventCard } from "@core/promotions/promoted-event-card";
import type { ApiRequester } from "@/lib/api";
import { fetchTopAds } from "./fetch-top-ads";
import { TOP_ADS_SHOWN } from "../top-ads-shown";

/** The promotion API's running top-page contracts as cards (the same model as the build's: promotedEventCards). */
export async function loadTopAdCards(client: ApiRequester, signal?: AbortSignal): Promise<PromotedEventCard[]> {
  const response = await fetchTopAds(client, signal);
  return promotedEventCards(
    response.promotion_contract_events.map((contract) => ({ contract, event: eventListItemToCard(contract.event) })),
    TOP_ADS_SHOWN,
  );
}
