import { z } from "zod";

/** What an editor changed, as the CMS (or `npm run editor`) tells the rebuild webhook. */
export const editorContentTypes = ["event", "company", "review", "video", "article"] as const;

const contentChangeSchema = z.strictObject({
  type: z.enum(editorContentTypes),
  id: z.number().int().positive().describe("the row's id"),
});
const flagChangeSchema = z.strictObject({
  type: z.literal("flag"),
  id: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/, "a feature flag key")
    .describe("the feature flag's key"),
});

export const editorChangeSchema = z.discriminatedUnion("type", [contentChangeSchema, flagChangeSchema]);
export type EditorChange = z.infer<typeof editorChangeSchema>;

/** POST /api/v1/editor/rebuilds (editor signature). */
export const rebuildRequestSchema = z.strictObject({
  changes: z.array(editorChangeSchema).min(1).max(500),
});
export type RebuildRequest = z.infer<typeof rebuildRequestSchema>;

export const rebuildResponseSchema = z.strictObject({
  build: z.strictObject({
    id: z.number().int().describe("the queued build (site_builds.id)"),
    queued_at: z.string().describe("when its build hook was called (ISO 8601)"),
    coalesced: z
      .boolean()
      .describe("true when this call joined a build queued within the last 60 s instead of calling the hook"),
    calls: z.number().int().describe("webhook calls the build stands for so far"),
  }),
});
export type RebuildResponse = z.infer<typeof rebuildResponseSchema>;
