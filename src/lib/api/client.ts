import type { CompanyGroupsResponse } from "@core/api/company-groups";
import type { FeatureFlagResponse, FeatureFlagsResponse } from "@core/api/feature-flags";
import type { HealthcheckResponse } from "@core/api/healthcheck";
import { getCompanyGroups } from "./endpoints/company-groups";
import type { EndpointOptions } from "./endpoints/endpoint-options";
import { getFeatureFlag, getFeatureFlags } from "./endpoints/feature-flags";
import { getHealthcheck } from "./endpoints/healthcheck";
import { createApiRequester, type ApiClientOptions, type ApiRequester } from "./requester";

/**
 * The requester plus the calls every page needs (session and flags). Domain calls (events, registration…)
 * are functions taking an `ApiRequester` in `src/features/<domain>/api/`, so a page only ships the ones it uses.
 */
export interface ApiClient extends ApiRequester {
  getFeatureFlag(key: string, options?: EndpointOptions): Promise<FeatureFlagResponse>;
  getFeatureFlags(options?: EndpointOptions): Promise<FeatureFlagsResponse>;
  getCompanyGroups(options?: EndpointOptions): Promise<CompanyGroupsResponse>;
  getHealthcheck(options?: EndpointOptions): Promise<HealthcheckResponse>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const requester = createApiRequester(options);
  return {
    request: requester.request,
    getFeatureFlag: (key, callOptions) => getFeatureFlag(requester, key, callOptions),
    getFeatureFlags: (callOptions) => getFeatureFlags(requester, callOptions),
    getCompanyGroups: (callOptions) => getCompanyGroups(requester, callOptions),
    getHealthcheck: (callOptions) => getHealthcheck(requester, callOptions),
  };
}
