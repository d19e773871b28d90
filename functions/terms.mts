import type { Config } from "@netlify/functions";
import { serveRoutes } from "../server/http/serve-routes";
import { termsRoutes } from "../server/terms/terms-routes";

export default serveRoutes(termsRoutes);

export const config: Config = {
  path: ["/api/v1/unagreed_terms", "/app_api/v1/unagreed_terms", "/app_api/v1/unagreed_terms/agreements"],
};
