import type { ReviewsIndexContext } from "../core/review-pages/review-page-data";
import type { PlannedReview, PlannedReviewPage } from "./review-page-plan";

export type ReviewDeferInput = {
  pages: readonly PlannedReviewPage[];
  /** newest first within each company */
  companyReviews: readonly PlannedReview[];
  eventReviews: readonly PlannedReview[];
  reviewsIndex: Pick<ReviewsIndexContext, "newest" | "helpful">;
};

function mostHelpfulOfKind(reviews: readonly PlannedReview[], keep: Set<string>): void {
  const helpful = new Map<number, PlannedReview>();
  for (const review of reviews) {
    const best = helpful.get(review.company_id);
    if (!best || review.helpful_count > best.helpful_count) helpful.set(review.company_id, review);
  }
  for (const review of helpful.values()) keep.add(review.path);
}

/**
 * Review pages left to Gatsby's deferred static generation (rendered on first request, then cached by the CDN).
 * Prerendered are the pages search engines and students open most: the first page of every company's list that
 * has reviews, per company and kind the most helpful review (the newest among equals), and the reviews /reviews
 * links to. Deferred: list pages from page 2, empty lists, and every other review detail.
 */
export function deferredReviewPaths({
  pages,
  companyReviews,
  eventReviews,
  reviewsIndex,
}: ReviewDeferInput): Set<string> {
  const keep = new Set<string>();
  mostHelpfulOfKind(companyReviews, keep);
  mostHelpfulOfKind(eventReviews, keep);
  for (const review of [...reviewsIndex.newest, ...reviewsIndex.helpful]) keep.add(review.path);
  const deferred = new Set<string>();
  for (const page of pages) {
    const prerendered =
      page.template === "reviewList" ? page.context.page === 1 && page.context.reviews.length > 0 : keep.has(page.path);
    if (!prerendered) deferred.add(page.path);
  }
  return deferred;
}
