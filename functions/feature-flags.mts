import type { Config } from "@netlify/functions";
import { getFeatureFlagRoute, listFeatureFlagsRoute } from "../server/feature-flags/feature-flag-routes";
import { serveRoutes } from "../server/platform/http/serve-routes";

export default serveRoutes([getFeatureFlagRoute, listFeatureFlagsRoute]);

export const config: Config = { path: ["/api/v1/feature_flags/:key?", "/app_api/v1/feature_flags"] };
