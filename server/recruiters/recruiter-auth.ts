import { timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { recruiterTokens } from "../../db/schema";
import { enforceRateLimit, type RateLimit } from "../auth/rate-limit";
import { ApiError } from "../platform/http/api-error";
import type { AuthStrategies, Recruiter } from "../platform/http/auth-strategies";
import { hashRecruiterToken, RECRUITER_TOKEN_PATTERN } from "./recruiter-tokens";

/** Per token: 120 requests per minute (a sliding window; 429 `rate_limited` with Retry-After beyond). */
export const RECRUITER_RATE_LIMIT: RateLimit = { maxTries: 120, windowSeconds: 60 };

export type { Recruiter };

export const recruiterRateLimitBucket = (tokenId: number) => `recruiter-token:${tokenId}`;

const unauthorized = () =>
  new ApiError(401, "unauthorized", "This call needs a recruiter token: Authorization: Bearer mrt_…");

function sameHash(storedHex: string, computedHex: string): boolean {
  const stored = Buffer.from(storedHex, "hex");
  const computed = Buffer.from(computedHex, "hex");
  return stored.length === computed.length && timingSafeEqual(stored, computed);
}

/**
 * The company calling with `Authorization: Bearer <recruiter token>`. A missing or malformed header, an unknown or a
 * revoked token: 401 `unauthorized` (the token is never logged or echoed). The row is found by the token's SHA-256,
 * and the stored hash is compared with the computed one in constant time. Each accepted call counts against the
 * token's rate limit (429 `rate_limited` past it, not recorded) and sets its last_used_at.
 */
export async function requireRecruiter(
  req: Request,
  db: Db,
  now = new Date(),
  limit: RateLimit = RECRUITER_RATE_LIMIT,
): Promise<Recruiter> {
  const match = /^Bearer ([^\s]+)$/.exec(req.headers.get("Authorization") ?? "");
  const token = match?.[1];
  if (!token || !RECRUITER_TOKEN_PATTERN.test(token)) throw unauthorized();
  const hash = hashRecruiterToken(token);
  const [row] = await db
    .select({ id: recruiterTokens.id, companyId: recruiterTokens.companyId, tokenHash: recruiterTokens.tokenHash })
    .from(recruiterTokens)
    .where(and(eq(recruiterTokens.tokenHash, hash), isNull(recruiterTokens.revokedAt)))
    .limit(1);
  if (!row || !sameHash(row.tokenHash, hash)) throw unauthorized();
  await enforceRateLimit(db, [recruiterRateLimitBucket(row.id)], now, limit);
  await db.update(recruiterTokens).set({ lastUsedAt: now }).where(eq(recruiterTokens.id, row.id));
  return { tokenId: row.id, companyId: row.companyId };
}

/** What a function with recruiter routes hands to serveRoutes. */
export const recruiterAuth = { recruiter: (req, db) => requireRecruiter(req, db) } satisfies AuthStrategies;
