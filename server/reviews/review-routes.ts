import { apiPaths } from "../../core/api-paths";
import { reviewListQuerySchema, reviewListResponseSchema } from "../../core/api/reviews";
import { defineRoute } from "../platform/http/define-route";
import { listReviews } from "./review-list-service";

/** Anonymous public data: the CDN may hold an answer this long (new reviews arrive with the next build anyway). */
const REVIEWS_MAX_AGE_SECONDS = 300;
/**
 * One company's reviews (`company_id`): page 1 of its event-review list asks for the reviews posted since the build
 * (src/features/reviews/use-fresh-event-reviews.ts), so a new review shows there within a minute.
 */
const COMPANY_REVIEWS_MAX_AGE_SECONDS = 60;

function reviewsMaxAgeSeconds(url: URL): number {
  return url.searchParams.has("company_id") ? COMPANY_REVIEWS_MAX_AGE_SECONDS : REVIEWS_MAX_AGE_SECONDS;
}

export const listReviewsRoute = defineRoute(
  {
    operationId: "listReviews",
    summary:
      "Company and event reviews across companies or of one company, filtered by kind and industry, newest or most helpful first",
    paths: [apiPaths.reviews],
    methods: ["GET"],
    auth: "public",
    query: reviewListQuerySchema,
    response: reviewListResponseSchema,
    maxAgeSeconds: reviewsMaxAgeSeconds,
  },
  async ({ db, query }) => listReviews(db, query),
);
