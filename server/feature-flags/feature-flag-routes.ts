import { apiPaths } from "../../core/api-paths";
import {
  featureFlagParamsSchema,
  featureFlagResponseSchema,
  featureFlagsResponseSchema,
} from "../../core/api/feature-flags";
import { ApiError } from "../platform/http/api-error";
import { defineRoute } from "../platform/http/define-route";
import { findFeatureFlag, listFeatureFlags } from "./feature-flag-service";

export const getFeatureFlagRoute = defineRoute(
  {
    operationId: "getFeatureFlag",
    summary: "One feature flag by key",
    // The key is optional in the pattern so that a request without it gets the 400 naming "key" (spec §5).
    paths: [apiPaths.featureFlag],
    methods: ["GET"],
    auth: "public",
    params: featureFlagParamsSchema,
    response: featureFlagResponseSchema,
    otherResponses: { 404: { description: "No feature flag has this key" } },
  },
  async ({ params, db }) => {
    const flag = await findFeatureFlag(db, params.key);
    if (!flag) throw new ApiError(404, "not_found", `Feature flag "${params.key}" does not exist`);
    return flag;
  },
);

export const listFeatureFlagsRoute = defineRoute(
  {
    operationId: "listFeatureFlags",
    summary: "The whole feature flag set, keyed by flag key",
    paths: [apiPaths.appFeatureFlags],
    methods: ["GET"],
    auth: "public",
    response: featureFlagsResponseSchema,
  },
  async ({ db }) => listFeatureFlags(db),
);
