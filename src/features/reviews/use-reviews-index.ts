import { useEffect, useState } from "react";
import type { ReviewSummary } from "@core/api/reviews";
import { api } from "@/lib/api";
import { fetchReviews } from "./api/fetch-reviews";
import { hasReviewFilters, reviewFiltersQuery, type ReviewsIndexFilters } from "./reviews-index-filters";

export const REVIEWS_INDEX_PER = 10;

export type ReviewSections = { newest: ReviewSummary[]; helpful: ReviewSummary[]; total: number | null };

export type ReviewsIndexState = { status: "loaded"; sections: ReviewSections } | { status: "loading" } | { status: "failed" };

/** The prerendered sections without filters; with filters, both sections from GET /api/v1/reviews. */
export function useReviewsIndex(filters: ReviewsIndexFilters, prerendered: ReviewSections): ReviewsIndexState {
  const filtered = hasReviewFilters(filters);
  const [state, setState] = useState<ReviewsIndexState>({ status: "loaded", sections: prerendered });
  const key = `${filters.industry}-${filters.kind}`;

  useEffect(() => {
    if (!filtered) {
      setState({ status: "loaded", sections: prerendered });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    Promise.all([
      fetchReviews(api, reviewFiltersQuery(filters, "newest", REVIEWS_INDEX_PER), controller.signal),
      fetchReviews(api, reviewFiltersQuery(filters, "helpful", REVIEWS_INDEX_PER), controller.signal),
    ])
      .then(([newest, helpful]) =>
        setState({ status: "loaded", sections: { newest: newest.reviews, helpful: helpful.reviews, total: newest.total_counts } }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("reviews: fetch failed", error);
        setState({ status: "failed" });
      });
    return () => controller.abort();
    // `key` stands for the filters; `prerendered` is the page context and never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state;
}
