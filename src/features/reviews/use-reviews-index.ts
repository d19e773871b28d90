import type { ReviewSummary } from "@core/api/reviews";
import { apiPaths } from "@core/api-paths";
import { apiQuery, useApiQuery } from "@/lib/data";
import { hasReviewFilters, reviewFiltersQuery, type ReviewsIndexFilters } from "./reviews-index-filters";

export const REVIEWS_INDEX_PER = 10;

export type ReviewSections = { newest: ReviewSummary[]; helpful: ReviewSummary[]; total: number | null };

export type ReviewsIndexState =
  | { status: "loaded"; sections: ReviewSections }
  | { status: "loading" }
  | { status: "failed" };

const logFailure = (error: unknown) => console.error("reviews: fetch failed", error);

/** The prerendered sections without filters; with filters, both sections from GET /api/v1/reviews. */
export function useReviewsIndex(filters: ReviewsIndexFilters, prerendered: ReviewSections): ReviewsIndexState {
  const filtered = hasReviewFilters(filters);
  const newest = useApiQuery({
    ...apiQuery(apiPaths.reviews, { query: reviewFiltersQuery(filters, "newest", REVIEWS_INDEX_PER) }),
    enabled: filtered,
    meta: { onFailure: logFailure },
  });
  const helpful = useApiQuery({
    ...apiQuery(apiPaths.reviews, { query: reviewFiltersQuery(filters, "helpful", REVIEWS_INDEX_PER) }),
    enabled: filtered,
    meta: { onFailure: logFailure },
  });

  if (!filtered) return { status: "loaded", sections: prerendered };
  if (newest.error || helpful.error) return { status: "failed" };
  if (!newest.data || !helpful.data) return { status: "loading" };
  return {
    status: "loaded",
    sections: { newest: newest.data.reviews, helpful: helpful.data.reviews, total: newest.data.total_counts },
  };
}
