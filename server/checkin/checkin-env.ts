import { z } from "zod";

/**
 * Outside production (NODE_ENV !== "production") a fixed development secret is used when CHECKIN_SECRET is unset, so
 * `npm start` and `npm run checkin:code` (another process) agree out of the box. It is public (it is in this file):
 * production must set CHECKIN_SECRET, and reading the env there without it throws.
 */
export const DEVELOPMENT_CHECKIN_SECRET = "mirai-development-checkin-secret-never-use-in-production";

const checkinEnvSchema = z.object({
  CHECKIN_SECRET: z
    .string({ error: "CHECKIN_SECRET is required in production" })
    .min(32, "CHECKIN_SECRET must be at least 32 characters"),
});

export function readCheckinSecret(env: Record<string, string | undefined> = process.env): string {
  const secret = env.CHECKIN_SECRET || (env.NODE_ENV === "production" ? undefined : DEVELOPMENT_CHECKIN_SECRET);
  const parsed = checkinEnvSchema.safeParse({ CHECKIN_SECRET: secret });
  if (!parsed.success)
    throw new Error(`Invalid check-in environment: ${parsed.error.issues[0]?.message ?? "CHECKIN_SECRET is required"}`);
  return parsed.data.CHECKIN_SECRET;
}
