import { apiPaths } from "../../core/api-paths";
import { companyListQuerySchema, companyListResponseSchema } from "../../core/api/company-list";
import { defineRoute, type ApiRoute } from "../platform/http/define-route";
import { viewerAwareResponse } from "../platform/http/viewer-aware-response";
import { listCompanies } from "./company-list-service";

/**
 * The filterable company listing (/companies/plp). Anonymous answers are public and CDN-cached (varied on the
 * credentials); signed-in answers and companies_to_follow (401 anonymous) are `private, no-store`.
 */
export const listCompaniesRoute = defineRoute(
  {
    operationId: "listCompanies",
    summary: "Companies matching the filters, one page, with the total count",
    paths: [apiPaths.companies],
    methods: ["GET"],
    auth: "viewer",
    query: companyListQuerySchema,
    response: companyListResponseSchema,
    otherResponses: { 401: { description: "companies_to_follow was set while anonymous" } },
    maxAgeSeconds: 300,
  },
  async ({ db, query, viewer, requireViewer }) => {
    const signedIn = query.companies_to_follow ? await requireViewer() : await viewer();
    const body = await listCompanies(db, query, query.companies_to_follow ? signedIn!.userId : null);
    return viewerAwareResponse(body, signedIn);
  },
);

export const companyRoutes: ApiRoute[] = [listCompaniesRoute];
