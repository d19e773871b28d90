import type { RecommendedPromotionResponse } from "@core/api/event-promotions";
import { apiPaths } from "@core/api-paths";
import type { ApiRequester } from "@/lib/api";


/** GET /api/v1/promotion_contract_events/recommended?ad_place=… */
export function fetchPromotedEvents(client: ApiRequester, adPlace: string, per: number, signal?: AbortSignal): Promise<RecommendedPromotionResponse> {
  return client.request<RecommendedPromotionResponse>({
    path: apiPaths.recommendedPromotionContractEvents,
    query: { ad_place: adPlace, per },
    signal,
  });
}
