import { z } from "zod";

/** Path parameters of GET /api/v1/feature_flags/{key}. */
export const featureFlagParamsSchema = z.object({
  key: z.string().min(1).max(100),
});
export type FeatureFlagParams = z.infer<typeof featureFlagParamsSchema>;

/** GET /api/v1/feature_flags/{key} (spec §3 "feature flag (enabled)"). */
export const featureFlagResponseSchema = z.object({
  enabled: z.boolean(),
});
export type FeatureFlagResponse = z.infer<typeof featureFlagResponseSchema>;

/**
 * GET /app_api/v1/feature_flags: the whole flag set, keyed by flag key,
 * e.g. `{ "feature_flags": { "app_new_logo_enabled": true, "mirai_ai_enabled": false } }`.
 */
export const featureFlagsResponseSchema = z.object({
  feature_flags: z.record(z.string(), z.boolean()),
});
export type FeatureFlagsResponse = z.infer<typeof featureFlagsResponseSchema>;
