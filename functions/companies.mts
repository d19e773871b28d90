import type { Config } from "@netlify/functions";
import { companyRoutes } from "../server/companies/company-routes";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes(companyRoutes, { auth: viewerAuth });

export const config: Config = { path: ["/api/v1/companies"] };
