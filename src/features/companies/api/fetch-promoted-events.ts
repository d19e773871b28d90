import type { RecommendedPromotionResponse } from "../../../domain/api/event-promotions";
import { apiPaths } from "../../../domain/api-paths";
import type { ApiRequester } from "../../../lib/api";


/** GET /api/v1/promotion_contract_events/recommended?ad_place=… */
export function fetchPromotedEvents(client: ApiRequester, adPlace: string, per: number, signal?: AbortSignal): Promise<RecommendedPromotionResponse> {
  return client.request<RecommendedPromotionResponse>({
    path: apiPaths.recommendedPromotionContractEvents,
    query: { ad_place: adPlace, per },
    signal,
  });
}
