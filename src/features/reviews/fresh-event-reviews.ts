import type { ReviewSummary } from "@core/api/reviews";
import type { ReviewListItem } from "@core/review-pages/review-page-data";

/** A review as a company's list shows it; `path` is null for a review posted after the build (no detail page yet). */
export type ListedReview = Omit<ReviewListItem, "path"> & { path: string | null };

/** Reviews asked for: page 1 of a list shows REVIEWS_PER_PAGE (gatsby/review-page-plan.ts), newer ones come first. */
export const FRESH_REVIEWS_PER = 10;

function toListed(review: ReviewSummary): ListedReview {
  return {
    id: review.id,
    // its detail page is built with the next build; until then the card has no link
    path: null,
    phase: review.phase,
    graduate_year: review.graduate_year,
    ratings: review.ratings,
    title: review.title,
    excerpt: review.excerpt,
    helpful_count: review.helpful_count,
    created_at: review.created_at,
    // GET /api/v1/reviews does not name the reviewed event
    event: null,
    attended: review.attended,
  };
}

/**
 * Page 1 of a company's event-review list as built, with the event reviews posted since the build first: those of
 * `fresh` (GET /api/v1/reviews, newest first) not on the page already and newer than its newest review. Without any
 * it answers `built` itself.
 */
export function mergeFreshReviews(
  built: readonly ListedReview[],
  fresh: readonly ReviewSummary[],
): readonly ListedReview[] {
  const onPage = new Set(built.map((review) => review.id));
  const newestBuilt = Math.max(-Infinity, ...built.map((review) => Date.parse(review.created_at)));
  const added = fresh.filter(
    (review) => review.kind === "event" && !onPage.has(review.id) && Date.parse(review.created_at) > newestBuilt,
  );
  return added.length === 0 ? built : [...added.map(toListed), ...built];
}
