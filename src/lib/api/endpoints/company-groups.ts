import type { CompanyGroupsResponse } from "../../../domain/api/company-groups";
import type { ApiRequester } from "../requester";
import type { EndpointOptions } from "./endpoint-options";

/** GET /api/v1/company_groups */
export function getCompanyGroups(client: ApiRequester, { signal }: EndpointOptions = {}): Promise<CompanyGroupsResponse> {
  return client.request({ path: "/api/v1/company_groups", signal });
}
