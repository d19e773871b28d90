import { createHmac } from "node:crypto";

/**
 * Outside production (NODE_ENV !== "production") a fixed development secret is used when RECRUITER_PSEUDONYM_SECRET is
 * unset, so local runs and tests agree out of the box. It is public (it is in this file): production must set
 * RECRUITER_PSEUDONYM_SECRET, and reading it there without it throws.
 */
export const DEVELOPMENT_RECRUITER_PSEUDONYM_SECRET = "mirai-dev-recruiter-pseudonym-secret";

/** The secret the student pseudonyms are made with: env RECRUITER_PSEUDONYM_SECRET, else the development one outside production. */
export function readPseudonymSecret(env: Record<string, string | undefined> = process.env): string {
  const secret = env.RECRUITER_PSEUDONYM_SECRET;
  if (secret) return secret;
  if (env.NODE_ENV === "production") throw new Error("RECRUITER_PSEUDONYM_SECRET is required in production");
  return DEVELOPMENT_RECRUITER_PSEUDONYM_SECRET;
}

/**
 * What a company sees in place of a student: `stu_` and the first 22 characters of the base64url HMAC-SHA256 of
 * `${companyId}:${userId}`. The same for one company every time; different for another company, so two companies
 * cannot join their lists, and the user id cannot be recovered without the secret.
 */
export function pseudonymFor(secret: string, companyId: number, userId: string): string {
  return "stu_" + createHmac("sha256", secret).update(`${companyId}:${userId}`).digest("base64url").slice(0, 22);
}
