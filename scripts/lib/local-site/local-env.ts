import { z } from "zod";

/** Environment of the local scripts (start, e2e, bench), parsed once. */
export const localEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8888),
  SITE_URL: z.string().url().optional(),
  /** Netlify's primary site URL, set on its build machines */
  URL: z.string().url().optional().catch(undefined),
  SEED_SCALE: z.enum(["small", "large"]).default("small"),
  CHROMIUM_PATH: z.string().min(1).optional(),
});
export type LocalEnv = z.infer<typeof localEnvSchema>;

export function readLocalEnv(env: NodeJS.ProcessEnv = process.env): LocalEnv {
  return localEnvSchema.parse(env);
}

/**
 * The origin `npm run build` writes into canonical links and sitemaps: SITE_URL, else Netlify's primary URL (so a
 * deploy without SITE_URL does not publish localhost URLs), else the local server.
 */
export function buildSiteUrl(env: LocalEnv): string {
  return env.SITE_URL ?? env.URL ?? `http://localhost:${env.PORT}`;
}
