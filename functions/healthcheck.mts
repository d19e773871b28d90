import type { Config } from "@netlify/functions";
import { healthcheckRoute } from "../server/health/healthcheck-route";
import { serveRoutes } from "../server/platform/http/serve-routes";

export default serveRoutes([healthcheckRoute]);

export const config: Config = { path: ["/api/v1/healthcheck"] };
