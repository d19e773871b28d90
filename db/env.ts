import { z } from "zod";

const postgresUrlSchema = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), {
    error: "DATABASE_URL must be a postgres:// connection string",
  });

export const dbEnvSchema = z.object({
  DATABASE_URL: postgresUrlSchema.optional(),
});
export type DbEnv = z.infer<typeof dbEnvSchema>;

/**
 * The one reader of DATABASE_URL. Without it the functions and scripts use the local PGlite (db/local-database.ts);
 * an invalid value throws.
 */
export function readDbEnv(env: Record<string, string | undefined> = process.env): DbEnv {
  const parsed = dbEnvSchema.safeParse({ DATABASE_URL: env.DATABASE_URL?.trim() || undefined });
  if (!parsed.success) {
    throw new Error(`Invalid database environment: ${parsed.error.issues[0]?.message ?? "DATABASE_URL is invalid"}`);
  }
  return parsed.data;
}

/** DATABASE_URL where there is no local default: the Gatsby build reads the database that `npm start` / `npm run build` name. */
export function requireDatabaseUrl(env: Record<string, string | undefined> = process.env): string {
  const { DATABASE_URL } = readDbEnv(env);
  if (!DATABASE_URL) {
    throw new Error(
      "DATABASE_URL is not set. Run the build through `npm start` or `npm run build`, or set DATABASE_URL to a Postgres connection string.",
    );
  }
  return DATABASE_URL;
}
