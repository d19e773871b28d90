import { z } from "zod";

const aiEnvSchema = z.object({
  /** an OpenAI-compatible chat-completions endpoint, e.g. https://api.example.com/v1/chat/completions; unset → local composer */
  AI_API_URL: z.string().url().optional(),
  /** sent as `Authorization: Bearer …` when set */
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(20_000),
});
export type AiEnv = z.infer<typeof aiEnvSchema>;

/** Empty strings count as unset (Netlify's UI stores cleared variables as ""). */
export function readAiEnv(env: Record<string, string | undefined> = process.env): AiEnv {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = aiEnvSchema.safeParse(present);
  if (!parsed.success)
    throw new Error(`Invalid AI environment: ${parsed.error.issues.map((issue) => issue.path.join(".")).join(", ")}`);
  return parsed.data;
}
