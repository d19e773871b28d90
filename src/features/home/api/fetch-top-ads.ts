import type { PromotionContractEventsResponse } from "@core/api/event-promotions";
import { apiPaths } from "@core/api-paths";
import { TOP_PAGE_AD_PLACE } from "@core/promotions/promoted-event-card";
import type { ApiRequester } from "@/lib/api";

/** GET /api/v1/promotion_contract_events?ad_place=ad_place_web_top_page: the running top ads in display order. */
export function fetchTopAds(client: ApiRequester, signal?: AbortSignal): Promise<PromotionContractEventsResponse> {
  return client.request<PromotionContractEventsResponse>({ path: apiPaths.promotionContractEvents, query: { ad_place: TOP_PAGE_AD_PLACE }, signal });
}
