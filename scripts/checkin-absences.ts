/**
 * npm run checkin:absences — what the scheduled function functions/mark-absences.mts does every hour, once, against
 * the local database (DATABASE_URL, the running local server, or .data/pglite).
 */
import "./lib/check-node";
import { createDb } from "../db/client";
import { connectLocalDatabase } from "../db/local-database";
import { migrateDb } from "../db/migrate";
import { markAbsences } from "../server/checkin/mark-absences";

async function main(): Promise<void> {
  const local = await connectLocalDatabase();
  const handle = createDb(local.url, { max: 2 });
  try {
    await migrateDb(handle.db);
    console.info(`Marked ${await markAbsences(handle.db)} entry(ies) of ended schedules absenced.`);
  } finally {
    await handle.close();
    if (local.owned) await local.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
