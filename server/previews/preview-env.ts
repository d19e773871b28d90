import { z } from "zod";

/**
 * Outside production (NODE_ENV !== "production") a fixed development secret is used when PREVIEW_SECRET is unset,
 * so `npm start` and `npm run preview-link` work out of the box. It is public (it is in this file): production must
 * set PREVIEW_SECRET, and reading the env there without it throws.
 */
export const DEVELOPMENT_PREVIEW_SECRET = "mirai-development-preview-secret-never-use-in-production";

export const previewEnvSchema = z.object({
  PREVIEW_SECRET: z
    .string({ error: "PREVIEW_SECRET is required in production" })
    .min(32, "PREVIEW_SECRET must be at least 32 characters"),
});
export type PreviewEnv = z.infer<typeof previewEnvSchema>;

export function readPreviewEnv(env: Record<string, string | undefined> = process.env): PreviewEnv {
  const secret = env.PREVIEW_SECRET || (env.NODE_ENV === "production" ? undefined : DEVELOPMENT_PREVIEW_SECRET);
  const parsed = previewEnvSchema.safeParse({ PREVIEW_SECRET: secret });
  if (!parsed.success) {
    throw new Error(`Invalid preview environment: ${parsed.error.issues[0]?.message ?? "PREVIEW_SECRET is required"}`);
  }
  return parsed.data;
}
