import { apiPaths } from "../../src/domain/api-paths";
import { reviewListQuerySchema, reviewListResponseSchema } from "../../src/domain/api/reviews";
import { defineRoute } from "../http/define-route";
import { listReviews } from "./review-list-service";

/** Anonymous public data: the CDN may hold an answer this long (new reviews arrive with the next build anyway). */
const REVIEWS_MAX_AGE_SECONDS = 300;

export const listReviewsRoute = defineRoute(
  {
    operationId: "listReviews",
    summary: "Company and event reviews across companies, filtered by kind and industry, newest or most helpful first",
    paths: [apiPaths.reviews],
    methods: ["GET"],
    auth: "public",
    query: reviewListQuerySchema,
    response: reviewListResponseSchema,
    maxAgeSeconds: REVIEWS_MAX_AGE_SECONDS,
  },
  async ({ db, query }) => listReviews(db, query),
);
