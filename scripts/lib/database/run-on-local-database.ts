import { createDb, type Db } from "../../../db/client";
import { connectLocalDatabase } from "../../../db/local-database";
import { migrateDb } from "../../../db/migrate";

/**
 * A script's work against the local database (DATABASE_URL, the running local server, or .data/pglite itself),
 * migrated first unless `migrate` is false, over at most `max` connections; everything is closed after, and a failure
 * is printed and ends the process with code 1.
 */
export function runOnLocalDatabase(
  work: (db: Db) => Promise<void>,
  { migrate = true, max = 2 }: { migrate?: boolean; max?: number } = {},
): void {
  const main = async () => {
    const local = await connectLocalDatabase();
    const handle = createDb(local.url, { max });
    try {
      if (migrate) await migrateDb(handle.db);
      await work(handle.db);
    } finally {
      await handle.close();
      if (local.owned) await local.stop();
    }
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
