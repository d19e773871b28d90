import { getDb, type Db } from "../../../db/client";
import { jobSiteOrigin } from "../../platform/mail/site-origin";
import { sweepEntryRequests } from "../sweep-entry-requests";
import { mailExpiredHolds, mailSeatOffers, passExpiredHolds } from "../waitlist";
import { commitOpenLotteries, drawDueLotteries, type DrawResult } from "./draw-lotteries";

export type LotteryRound = { committed: number; drawn: DrawResult[]; seatOffers: number; sweptEntryRequests: number };

/**
 * One round of the scheduled entries job: commit seeds for open lottery schedules, draw the ones past their deadline,
 * pass expired waitlist holds on to the next students (mailing each new offer), and delete Idempotency-Key records
 * past their 24 h window.
 */
export async function runLotteryRound(
  db: Db = getDb(),
  now = new Date(),
  origin = jobSiteOrigin(),
): Promise<LotteryRound> {
  const committed = await commitOpenLotteries(db, now);
  const drawn = await drawDueLotteries(db, { now, origin });
  const { offers, expired } = await passExpiredHolds(db, now);
  await mailExpiredHolds(db, expired, origin);
  await mailSeatOffers(db, offers, origin);
  const sweptEntryRequests = await sweepEntryRequests(db, now);
  return { committed, drawn, seatOffers: offers.length, sweptEntryRequests };
}
