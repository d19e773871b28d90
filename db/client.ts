import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { readDbEnv } from "./env";
import * as schema from "./schema";

/** `$client` is the pool itself, for the few reads that want pg's own row parsing (timestamptz as Date). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export type DbHandle = { db: Db; pool: pg.Pool; close(): Promise<void> };

/** Default pool size stays small: the local PGlite socket server accepts 10 connections shared by every process. */
const DEFAULT_POOL_MAX = 4;

/**
 * pg waits forever for a connection by default: a database that stops answering (not refusing) would hold every
 * request until the function times out. Past this, the request-time pool (getDb) gives up and the API answers 503
 * (db/connection-failure.ts). The wait includes queueing for a free pool slot, so scripts, builds and tests, whose
 * long transactions may hold the pool's only slot, keep pg's default of no limit.
 */
export const REQUEST_CONNECTION_TIMEOUT_MS = 5_000;

export function createDb(
  connectionString: string,
  options?: { max?: number; connectionTimeoutMillis?: number },
): DbHandle {
  const pool = new pg.Pool({
    connectionString,
    max: options?.max ?? DEFAULT_POOL_MAX,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: options?.connectionTimeoutMillis ?? 0,
  });
  // An idle client that loses its server (e.g. the local database restarted) must not crash the process; the pool
  // drops it and connects anew on the next query, so nothing here needs resetting when the server comes back.
  pool.on("error", (error) => console.error("[db] idle client error:", error.message));
  const db = drizzle(pool, { schema });
  let closed = false;
  return {
    db,
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

type GlobalDbCache = { url: string; handle: DbHandle };
const cacheKey = Symbol.for("mirai.db.cache");
const globalCache = globalThis as typeof globalThis & { [cacheKey]?: GlobalDbCache };

/**
 * The request-time database: one pool per function instance, reused across warm invocations on Netlify. Kept on
 * globalThis rather than in module scope so that a second copy of this module in the same context shares the pool.
 * Under @netlify/dev every call runs in a fresh worker thread with its own globalThis (docs/netlify-dev.md), so each
 * local call opens a pool of its own: a cost of the emulation only.
 */
export function getDb(): Db {
  const { DATABASE_URL } = readDbEnv();
  if (!DATABASE_URL) {
    throw new Error("DATABASE_URL is not set: start the local database (npm start) or point DATABASE_URL at Postgres.");
  }
  const cached = globalCache[cacheKey];
  if (cached && cached.url === DATABASE_URL) return cached.handle.db;
  if (cached) void cached.handle.close();
  const handle = createDb(DATABASE_URL, { connectionTimeoutMillis: REQUEST_CONNECTION_TIMEOUT_MS });
  globalCache[cacheKey] = { url: DATABASE_URL, handle };
  return handle.db;
}

/** Closes the pool behind getDb() (scripts and tests that used it call this before exiting). */
export async function closeCachedDb(): Promise<void> {
  const cached = globalCache[cacheKey];
  globalCache[cacheKey] = undefined;
  if (cached) await cached.handle.close();
}
