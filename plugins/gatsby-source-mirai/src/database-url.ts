import { z } from "zod";

const databaseUrlSchema = z
  .string({ error: "DATABASE_URL is not set" })
  .trim()
  .min(1, { error: "DATABASE_URL is empty" })
  .refine((value) => /^postgres(ql)?:\/\//.test(value), { error: "DATABASE_URL must be a postgres:// connection string" });

/** The build reads the database named by DATABASE_URL; `npm start` / `npm run build` provide it. */
export function readDatabaseUrl(env: Record<string, string | undefined>): string {
  const result = databaseUrlSchema.safeParse(env.DATABASE_URL);
  if (!result.success) {
    const reason = result.error.issues[0]?.message ?? "DATABASE_URL is invalid";
    throw new Error(
      `gatsby-source-mirai: ${reason}. Run the build through \`npm start\` or \`npm run build\`, or set DATABASE_URL to a Postgres connection string.`,
    );
  }
  return result.data;
}
