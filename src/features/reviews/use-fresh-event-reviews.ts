import { useEffect, useMemo, useState } from "react";
import type { ReviewSummary } from "@core/api/reviews";
import { api } from "@/lib/api/default-client";
import { fetchReviews } from "./api/fetch-reviews";
import { FRESH_REVIEWS_PER, mergeFreshReviews, type ListedReview } from "./fresh-event-reviews";

/**
 * Page 1 of a company's event-review list is prerendered from build-time data. After hydration (`enabled` on that
 * page only) it asks GET /api/v1/reviews for the company's newest event reviews (held 60 s by the CDN) and puts the
 * ones posted since the build first. A failed call changes nothing: the built list stays.
 */
export function useFreshEventReviews(companyId: number, built: readonly ListedReview[], enabled: boolean): readonly ListedReview[] {
  const [fresh, setFresh] = useState<readonly ReviewSummary[]>([]);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchReviews(api, { kind: "event", company_id: companyId, per: FRESH_REVIEWS_PER }, controller.signal)
      .then((body) => setFresh(body.reviews))
      .catch(() => {
        // silent on purpose: the prerendered list is complete as of the build
      });
    return () => controller.abort();
  }, [companyId, enabled]);

  return useMemo(() => mergeFreshReviews(built, fresh), [built, fresh]);
}
