/**
 * npm run lottery:draw — what the scheduled function functions/lottery-draw.mts does every ten minutes, once, against
 * the local database (DATABASE_URL, the running local server, or .data/pglite): commits seeds for open lottery
 * schedules and draws those past their deadline. Results are mailed to the outbox (/dev/outbox).
 */
import "./lib/runtime/check-node";
import { runLotteryRound } from "../server/entries/lottery/run-lottery-round";
import { runOnLocalDatabase } from "./lib/database/run-on-local-database";

runOnLocalDatabase(async (db) => {
  const round = await runLotteryRound(db);
  console.info(`Committed seeds for ${round.committed} open lottery schedule(s).`);
  for (const draw of round.drawn) {
    console.info(
      `Schedule ${draw.scheduleId}: ${draw.winners} of ${draw.applicants} applicant(s) elected${draw.committedBeforeDeadline ? "" : " (seed committed at the draw)"}.`,
    );
  }
  if (round.drawn.length === 0) console.info("No lottery was due.");
  console.info(
    `Offered ${round.seatOffers} held waitlist seat(s); swept ${round.sweptEntryRequests} expired Idempotency-Key record(s).`,
  );
});
