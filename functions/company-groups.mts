import type { Config } from "@netlify/functions";
import { listCompanyGroupsRoute } from "../server/company-groups/company-group-routes";
import { serveRoutes } from "../server/platform/http/serve-routes";

export default serveRoutes([listCompanyGroupsRoute]);

export const config: Config = { path: ["/api/v1/company_groups", "/app_api/v1/company_groups"] };
