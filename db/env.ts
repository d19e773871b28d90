import { z } from "zod";

export const dbEnvSchema = z.object({
  DATABASE_URL: z.url().optional(),
});
export type DbEnv = z.infer<typeof dbEnvSchema>;

/** Reads the database settings from an env object (default: process.env); an invalid DATABASE_URL throws. */
export function readDbEnv(env: Record<string, string | undefined> = process.env): DbEnv {
  const parsed = dbEnvSchema.safeParse({ DATABASE_URL: env.DATABASE_URL || undefined });
  if (!parsed.success) {
    throw new Error(`Invalid database environment: DATABASE_URL must be a URL (${parsed.error.issues[0]?.message ?? "invalid"})`);
  }
  return parsed.data;
}
