import type { Config } from "@netlify/functions";
import { reportingScheduledErrors } from "../server/platform/http/reporting-errors";
import { runLotteryRound } from "../server/entries/lottery/run-lottery-round";

/**
 * Netlify scheduled function: every ten minutes, commits seeds for open lottery schedules and draws those past their
 * deadline (docs/decisions/verifiable-lottery.md), passes expired waitlist holds on and sweeps expired Idempotency-Key
 * records (server/entries/lottery/run-lottery-round.ts). Locally: `npm run lottery:draw`.
 */
export default reportingScheduledErrors("lottery-draw", async () => {
  const round = await runLotteryRound();
  console.info(
    `lottery: committed ${round.committed}, drew ${round.drawn.length} schedule(s), offered ${round.seatOffers} held seat(s), swept ${round.sweptEntryRequests} idempotency record(s)`,
  );
  return new Response(null, { status: 204 });
});

export const config: Config = { schedule: "*/10 * * * *" };
