import type { FeatureFlagResponse, FeatureFlagsResponse } from "@core/api/feature-flags";
import { apiPath, apiPaths } from "@core/api-paths";
import type { ApiRequester } from "../requester";
import { assertRequiredParameter } from "../required-parameter";
import type { EndpointOptions } from "./endpoint-options";

/** GET /api/v1/feature_flags/{key} */
export async function getFeatureFlag(
  client: ApiRequester,
  key: string,
  { signal }: EndpointOptions = {},
): Promise<FeatureFlagResponse> {
  assertRequiredParameter(key, "key", "getFeatureFlag");
  return await client.request({
    path: apiPath(apiPaths.featureFlag, { key }),
    signal,
  });
}

/** GET /app_api/v1/feature_flags: the whole flag set. */
export function getFeatureFlags(client: ApiRequester, { signal }: EndpointOptions = {}): Promise<FeatureFlagsResponse> {
  return client.request({ path: apiPaths.appFeatureFlags, signal });
}
