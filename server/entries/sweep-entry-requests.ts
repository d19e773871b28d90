import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { IDEMPOTENCY_WINDOW_MS } from "./create-entry";

/**
 * Deletes the Idempotency-Key records older than the replay window (docs/decisions/entries-seat-lock.md): past it a
 * repeated key is a new request anyway, so the rows only take space. Uses `entry_requests_created_at_idx`.
 * Returns how many were deleted.
 */
export async function sweepEntryRequests(db: Db, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
  const deleted = await db.execute(sql`delete from entry_requests where created_at <= ${before} returning 1`);
  return deleted.rows.length;
}
