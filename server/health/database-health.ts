import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export const DATABASE_PING_TIMEOUT_MS = 2000;

function reason(error: unknown): string {
  // drizzle wraps driver errors ("Failed query: …"); the driver's own message says what went wrong
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/** True when the database answers `select 1` within the timeout; never throws and never waits longer. */
export async function isDatabaseReachable(db: Db, timeoutMs = DATABASE_PING_TIMEOUT_MS): Promise<boolean> {
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true;
      console.warn(`healthcheck: database did not answer within ${timeoutMs} ms`);
      resolve(false);
    }, timeoutMs);
  });
  const ping = db.execute(sql`select 1`).then(
    () => true,
    (error: unknown) => {
      if (!timedOut) console.warn("healthcheck: database ping failed:", reason(error));
      return false;
    },
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
