/**
 * npm run checkin:absences — what the scheduled function functions/mark-absences.mts does every hour, once, against
 * the local database (DATABASE_URL, the running local server, or .data/pglite).
 */
import "./lib/runtime/check-node";
import { markAbsences } from "../server/checkin/mark-absences";
import { runOnLocalDatabase } from "./lib/database/run-on-local-database";

runOnLocalDatabase(async (db) => {
  console.info(`Marked ${await markAbsences(db)} entry(ies) of ended schedules absenced.`);
});
