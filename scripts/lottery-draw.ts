/**
 * npm run lottery:draw — what the scheduled function functions/lottery-draw.mts does every ten minutes, once, against
 * the local database (DATABASE_URL, the running local server, or .data/pglite): commits seeds for open lottery
 * schedules and draws those past their deadline. Results are mailed to the outbox (/dev/outbox).
 */
import "./lib/check-node";
import { createDb } from "../db/client";
import { connectLocalDatabase } from "../db/local-database";
import { migrateDb } from "../db/migrate";
import { runLotteryRound } from "../server/entries/lottery/run-lottery-round";

async function main(): Promise<void> {
  const local = await connectLocalDatabase();
  const handle = createDb(local.url, { max: 2 });
  try {
    await migrateDb(handle.db);
    const round = await runLotteryRound(handle.db);
    console.info(`Committed seeds for ${round.committed} open lottery schedule(s).`);
    for (const draw of round.drawn) {
      console.info(`Schedule ${draw.scheduleId}: ${draw.winners} of ${draw.applicants} applicant(s) elected${draw.committedBeforeDeadline ? "" : " (seed committed at the draw)"}.`);
    }
    if (round.drawn.length === 0) console.info("No lottery was due.");
    console.info(`Offered ${round.seatOffers} held waitlist seat(s); swept ${round.sweptEntryRequests} expired Idempotency-Key record(s).`);
  } finally {
    await handle.close();
    if (local.owned) await local.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
