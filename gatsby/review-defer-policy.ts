import type { ReviewsIndexContext } from "../src/features/reviews/review-page-data";
import type { PlannedReview } from "./review-page-plan";

export type ReviewDeferInput = {
  /** newest first within each company */
  companyReviews: readonly PlannedReview[];
  eventReviews: readonly PlannedReview[];
  reviewsIndex: Pick<ReviewsIndexContext, "newest" | "helpful">;
};

function prerenderedOfKind(reviews: readonly PlannedReview[], keep: Set<string>): void {
  const newest = new Map<number, PlannedReview>();
  const helpful = new Map<number, PlannedReview>();
  for (const review of reviews) {
    if (!newest.has(review.company_id)) newest.set(review.company_id, review);
    const best = helpful.get(review.company_id);
    if (!best || review.helpful_count > best.helpful_count) helpful.set(review.company_id, review);
  }
  for (const review of newest.values()) keep.add(review.path);
  for (const review of helpful.values()) keep.add(review.path);
}

/**
 * Review detail pages left to Gatsby's deferred static generation (rendered on first request, then cached):
 * every review except, per company and kind, the newest and the most helpful (the newest among equals), and
 * those linked from /reviews. Those stay prerendered because search engines and students open them most.
 */
export function deferredReviewPaths({ companyReviews, eventReviews, reviewsIndex }: ReviewDeferInput): Set<string> {
  const keep = new Set<string>();
  prerenderedOfKind(companyReviews, keep);
  prerenderedOfKind(eventReviews, keep);
  for (const review of [...reviewsIndex.newest, ...reviewsIndex.helpful]) keep.add(review.path);
  const deferred = new Set<string>();
  for (const review of [...companyReviews, ...eventReviews]) if (!keep.has(review.path)) deferred.add(review.path);
  return deferred;
}
