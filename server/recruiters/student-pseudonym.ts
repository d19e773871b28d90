import { createHmac } from "node:crypto";
import { z } from "zod";

/**
 * Recruiters address students by a stable per-company pseudonym, never by user id (issue 17):
 * `stu_` + base64url(HMAC-SHA256(secret, `${companyId}:${userId}`)) cut to 22 characters (132 bits). The same student
 * has a different pseudonym for every company, so two companies cannot match their lists, and a pseudonym tells
 * nothing about the user id without the secret.
 */
export const STUDENT_PSEUDONYM_PREFIX = "stu_";
const PSEUDONYM_HASH_LENGTH = 22;

/** The shape of a pseudonym, for validating a recruiter's input before any lookup. */
export const studentPseudonymPattern = /^stu_[A-Za-z0-9_-]{22}$/;

/**
 * Outside production (NODE_ENV !== "production") a fixed development secret is used when RECRUITER_PSEUDONYM_SECRET
 * is unset. It is public (it is in this file): production must set RECRUITER_PSEUDONYM_SECRET, and reading the env
 * there without it throws. Changing the secret changes every pseudonym (recruiters' stored references break).
 */
export const DEVELOPMENT_RECRUITER_PSEUDONYM_SECRET =
  "mirai-development-recruiter-pseudonym-secret-never-use-in-production";

const pseudonymEnvSchema = z.object({
  RECRUITER_PSEUDONYM_SECRET: z
    .string({ error: "RECRUITER_PSEUDONYM_SECRET is required in production" })
    .min(32, "RECRUITER_PSEUDONYM_SECRET must be at least 32 characters"),
});

export function readPseudonymSecret(env: Record<string, string | undefined> = process.env): string {
  const secret =
    env.RECRUITER_PSEUDONYM_SECRET ||
    (env.NODE_ENV === "production" ? undefined : DEVELOPMENT_RECRUITER_PSEUDONYM_SECRET);
  const parsed = pseudonymEnvSchema.safeParse({ RECRUITER_PSEUDONYM_SECRET: secret });
  if (!parsed.success) {
    throw new Error(
      `Invalid recruiter environment: ${parsed.error.issues[0]?.message ?? "RECRUITER_PSEUDONYM_SECRET is required"}`,
    );
  }
  return parsed.data.RECRUITER_PSEUDONYM_SECRET;
}

/** The student's pseudonym for this company. */
export function pseudonymFor(secret: string, companyId: number, userId: string): string {
  const digest = createHmac("sha256", secret).update(`${companyId}:${userId}`).digest("base64url");
  return `${STUDENT_PSEUDONYM_PREFIX}${digest.slice(0, PSEUDONYM_HASH_LENGTH)}`;
}
