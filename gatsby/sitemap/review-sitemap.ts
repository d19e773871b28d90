import { reviewsIndexPath } from "../../core/review-paths";
import type { ReviewsIndexContext } from "../../core/review-pages/review-page-data";
import type { PlannedReviewPage } from "../review-page-plan";
import { listingEntry, type SitemapEntry } from "./sitemap-entry";

/**
 * Every review page gatsby/review-page-plan.ts plans, deferred ones included: details by the review's created_at
 * (reviews are not edited), lists that show a review by their newest, and /reviews by the newest it shows.
 */
export function reviewSitemap(
  pages: readonly PlannedReviewPage[],
  index: Pick<ReviewsIndexContext, "newest">,
): SitemapEntry[] {
  return [
    ...listingEntry(
      "reviews",
      reviewsIndexPath,
      index.newest.map((review) => review.created_at),
    ),
    ...pages.flatMap((page) =>
      page.template === "reviewList"
        ? listingEntry(
            "reviews",
            page.path,
            page.context.reviews.map((review) => review.created_at),
          )
        : [{ section: "reviews" as const, path: page.path, lastmod: page.context.review.created_at }],
    ),
  ];
}
