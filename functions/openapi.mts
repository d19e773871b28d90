import type { Config } from "@netlify/functions";
import { openApiRoute } from "../server/api-routes";
import { serveRoutes } from "../server/platform/http/serve-routes";

export default serveRoutes([openApiRoute]);

export const config: Config = { path: ["/api/openapi.json"] };
