import type { Config } from "@netlify/functions";
import { companyRoutes } from "../server/companies/company-routes";
import { serveRoutes } from "../server/http/serve-routes";

export default serveRoutes(companyRoutes);

export const config: Config = { path: ["/api/v1/companies"] };
