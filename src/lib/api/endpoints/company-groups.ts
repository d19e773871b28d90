import type { CompanyGroupsResponse } from "@core/api/company-groups";
import { apiPaths } from "@core/api-paths";
import type { ApiRequester } from "../requester";
import type { EndpointOptions } from "./endpoint-options";

/** GET /api/v1/company_groups */
export function getCompanyGroups(
  client: ApiRequester,
  { signal }: EndpointOptions = {},
): Promise<CompanyGroupsResponse> {
  return client.request({ path: apiPaths.companyGroups, signal });
}
