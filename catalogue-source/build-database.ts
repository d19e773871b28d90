import pg from "pg";
import { requireDatabaseUrl } from "../db/env";
import type { Queryable } from "./queries/queryable";

/**
 * The build's one way to the database (sourcing and createPages): a single client for `read`, closed afterwards.
 * One client, one statement at a time: the local PGlite socket serves one client at a time.
 */
export async function withBuildDatabase<T>(read: (db: Queryable) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: requireDatabaseUrl() });
  await client.connect();
  try {
    return await read(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}
