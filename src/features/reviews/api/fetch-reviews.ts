import type { ReviewListResponse } from "@core/api/reviews";
import { apiPaths } from "@core/api-paths";
import type { ApiRequester } from "@/lib/api";

export type ReviewListApiQuery = {
  kind?: "company" | "event" | "all";
  business_category_ids?: number[];
  company_id?: number;
  order?: "newest" | "helpful";
  page?: number;
  per?: number;
};

/** GET /api/v1/reviews */
export function fetchReviews(client: ApiRequester, query: ReviewListApiQuery, signal?: AbortSignal): Promise<ReviewListResponse> {
  return client.request<ReviewListResponse>({ path: apiPaths.reviews, query, signal });
}
