import type { Config } from "@netlify/functions";
import { recommendationRoutes } from "../server/events/recommendations/recommendation-routes";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes(recommendationRoutes, { auth: viewerAuth });

export const config: Config = {
  path: ["/api/v1/recommended_events", "/app_api/v1/recommended_events", "/api/v1/signup_recommended_events"],
};
