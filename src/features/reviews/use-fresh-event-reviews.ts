import { useMemo } from "react";
import type { ReviewSummary } from "@core/api/reviews";
import { apiPaths } from "@core/api-paths";
import { apiQuery, useApiQuery } from "@/lib/data";
import { FRESH_REVIEWS_PER, mergeFreshReviews, type ListedReview } from "./fresh-event-reviews";

const NONE: readonly ReviewSummary[] = [];

/**
 * Page 1 of a company's event-review list is prerendered from build-time data. After hydration (`enabled` on that
 * page only) it asks GET /api/v1/reviews for the company's newest event reviews (held 60 s by the CDN) and puts the
 * ones posted since the build first. A failed call changes nothing: the built list stays (silent on purpose: the
 * prerendered list is complete as of the build).
 */
export function useFreshEventReviews(
  companyId: number,
  built: readonly ListedReview[],
  enabled: boolean,
): readonly ListedReview[] {
  const query = useApiQuery({
    ...apiQuery(apiPaths.reviews, { query: { kind: "event", company_id: companyId, per: FRESH_REVIEWS_PER } }),
    enabled,
  });
  const fresh = query.data?.reviews ?? NONE;
  return useMemo(() => mergeFreshReviews(built, fresh), [built, fresh]);
}
