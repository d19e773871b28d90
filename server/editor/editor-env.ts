import { z } from "zod";

/**
 * EDITOR_WEBHOOK_SECRET: the shared secret of every editor call (the rebuild webhook, check-in codes), at least 32
 * characters. Optional: unset, editor calls answer 401 to everyone (closed, not half-open), so a deployment without
 * it exposes nothing.
 * NETLIFY_BUILD_HOOK_URL: the build hook the rebuild webhook calls (Netlify: Site configuration → Build hooks;
 * `npm start` sets it to its own local rebuild hook). Unset, the webhook answers 503 `build_hook_not_configured`.
 */
export const editorEnvSchema = z.object({
  EDITOR_WEBHOOK_SECRET: z.string().min(32, "EDITOR_WEBHOOK_SECRET must be at least 32 characters").optional(),
  NETLIFY_BUILD_HOOK_URL: z
    .url({ protocol: /^https?$/, error: "NETLIFY_BUILD_HOOK_URL must be an http(s) URL" })
    .optional(),
});
export type EditorEnv = z.infer<typeof editorEnvSchema>;

export function readEditorEnv(env: Record<string, string | undefined> = process.env): EditorEnv {
  const parsed = editorEnvSchema.safeParse({
    EDITOR_WEBHOOK_SECRET: env.EDITOR_WEBHOOK_SECRET || undefined,
    NETLIFY_BUILD_HOOK_URL: env.NETLIFY_BUILD_HOOK_URL || undefined,
  });
  if (!parsed.success) throw new Error(`Invalid editor environment: ${parsed.error.issues[0]?.message ?? "malformed"}`);
  return parsed.data;
}
