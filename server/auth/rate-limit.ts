import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ApiError } from "../platform/http/api-error";

export const RATE_LIMIT_MAX_TRIES = 10;
export const RATE_LIMIT_WINDOW_SECONDS = 10 * 60;

/** How many tries a bucket may hold in a sliding window; the window must stay under a day (older hits are swept). */
export type RateLimit = { maxTries: number; windowSeconds: number };

/** The sign-in, sign-up and verification limit: 10 tries per 10 minutes. */
export const SIGN_IN_RATE_LIMIT: RateLimit = {
  maxTries: RATE_LIMIT_MAX_TRIES,
  windowSeconds: RATE_LIMIT_WINDOW_SECONDS,
};

const SWEEP_AFTER_MS = 24 * 3600 * 1000;

type Count = { n: number; oldest: Date | null };

/**
 * Records one try in each bucket (per address, per IP…) and throws 429 with `Retry-After` once a bucket already
 * holds `limit.maxTries` tries in the window (by default SIGN_IN_RATE_LIMIT). A refused try is not recorded, so
 * waiting always ends the block.
 */
export async function enforceRateLimit(
  db: Db,
  buckets: readonly string[],
  now = new Date(),
  limit: RateLimit = SIGN_IN_RATE_LIMIT,
): Promise<void> {
  const { maxTries, windowSeconds } = limit;
  if (!(Number.isInteger(maxTries) && maxTries > 0 && windowSeconds > 0 && windowSeconds * 1000 < SWEEP_AFTER_MS)) {
    throw new Error(`Invalid rate limit: ${maxTries} tries per ${windowSeconds} s`);
  }
  let retryAfterSeconds = 0;
  for (const bucket of buckets) {
    const since = new Date(now.getTime() - windowSeconds * 1000);
    const result = await db.$client.query<Count>(
      `with recent as (
         select count(*)::int as n, min(hit_at) as oldest from auth_rate_limit_hits where bucket = $1 and hit_at > $2
       ), recorded as (
         insert into auth_rate_limit_hits (bucket, hit_at) select $1, $3 from recent where n < $4 returning id
       )
       select n, oldest from recent`,
      [bucket, since, now, maxTries],
    );
    const { n, oldest } = result.rows[0]!;
    if (n >= maxTries && oldest) {
      const waitMs = oldest.getTime() + windowSeconds * 1000 - now.getTime();
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil(waitMs / 1000), 1);
    }
  }
  if (Math.random() < 0.01) {
    await db.execute(sql`delete from auth_rate_limit_hits where hit_at < ${new Date(now.getTime() - SWEEP_AFTER_MS)}`);
  }
  if (retryAfterSeconds > 0) {
    throw new ApiError(429, "rate_limited", "Too many tries; wait before trying again", {
      retry_after_seconds: retryAfterSeconds,
    });
  }
}

/** The client's address as Netlify reports it; the same fallback bucket for all when it is unknown. */
export function clientIp(req: Request, context: { ip?: string }): string {
  return context.ip ?? req.headers.get("x-nf-client-connection-ip") ?? "unknown";
}
