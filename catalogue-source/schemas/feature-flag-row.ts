import { z } from "zod";

export const featureFlagRowSchema = z.object({
  key: z.string().regex(/^[a-z0-9_]+$/, "feature flag keys are snake_case"),
  enabled: z.boolean(),
});
export type FeatureFlagRow = z.infer<typeof featureFlagRowSchema>;
