import { apiPaths } from "../../core/api-paths";
import { companyGroupsResponseSchema } from "../../core/api/company-groups";
import { defineRoute } from "../platform/http/define-route";
import { listCompanyGroups } from "./company-group-service";

/** Loaded once by the browser at start-up. */
export const listCompanyGroupsRoute = defineRoute(
  {
    operationId: "listCompanyGroups",
    summary: "Company groups: each main company with the names of the companies grouped with it",
    paths: [apiPaths.companyGroups, apiPaths.appCompanyGroups],
    methods: ["GET"],
    auth: "public",
    response: companyGroupsResponseSchema,
    maxAgeSeconds: 300,
  },
  async ({ db }) => ({ company_groups: await listCompanyGroups(db) }),
);
