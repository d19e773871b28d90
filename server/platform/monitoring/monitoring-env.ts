import { z } from "zod";

const monitoringEnvSchema = z.object({
  /** Sentry DSN of the functions' project; unset → server errors are logged only. */
  SENTRY_DSN: z.string().url().optional(),
  /** Overrides the reported environment (default: Netlify's CONTEXT, else "development"). */
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
  /** Netlify's deploy context: production, deploy-preview, branch-deploy, dev */
  CONTEXT: z.string().optional(),
});

export type ServerMonitoringConfig = { dsn: string; environment: string } | null;

export function readServerMonitoringConfig(env: NodeJS.ProcessEnv = process.env): ServerMonitoringConfig {
  const parsed = monitoringEnvSchema.parse(env);
  if (!parsed.SENTRY_DSN) return null;
  return { dsn: parsed.SENTRY_DSN, environment: parsed.SENTRY_ENVIRONMENT ?? parsed.CONTEXT ?? "development" };
}
