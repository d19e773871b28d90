/** The reviews feature as pages, templates and other features see it: import from here, never from its files. */
export { CompanyReviewHeader } from "./components/company-review-header";
export { RatingList } from "./components/rating-stars";
export { ReviewMeta } from "./components/review-meta";
export { companyReviewBreadcrumbs, reviewsIndexBreadcrumbs, reviewsIndexTitle } from "./review-breadcrumbs";
export { RatingSummaryPanel } from "./components/rating-summary-panel";
export { ReviewCard } from "./components/review-card";
export { useFreshEventReviews } from "./use-fresh-event-reviews";
export {
  hasReviewFilters,
  noReviewFilters,
  parseReviewFilters,
  reviewFiltersHref,
  type ReviewsIndexFilters,
} from "./reviews-index-filters";
export { useReviewsIndex } from "./use-reviews-index";

// CSS modules that pages lay out with (TypeScript has no `export * as` for the `*.module.css` declaration).
import * as reviewsStyles from "./components/reviews.module.css";
export { reviewsStyles };
