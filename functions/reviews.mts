import type { Config } from "@netlify/functions";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { listReviewsRoute } from "../server/reviews/review-routes";

export default serveRoutes([listReviewsRoute]);

export const config: Config = { path: ["/api/v1/reviews"] };
