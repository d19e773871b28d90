import type { Config } from "@netlify/functions";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { termsRoutes } from "../server/terms/terms-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes(termsRoutes, { auth: viewerAuth });

export const config: Config = {
  path: ["/api/v1/unagreed_terms", "/app_api/v1/unagreed_terms", "/app_api/v1/unagreed_terms/agreements"],
};
