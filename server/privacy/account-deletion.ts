import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outboxMails, recentlyViewedEvents, users } from "../../db/schema";
import { CANCELABLE_STATES } from "../../core/entries/entry-state";
import { lockStudent } from "../entries/enter-schedule";
import { cancelEntryInTransaction } from "../entries/my-entries";
import type { SeatOffer } from "../entries/waitlist";

export type DeletedAccount = {
  /** the address before erasure, for the confirmation mail */
  email: string;
  canceledEntryCount: number;
  /** freed seats offered to waitlisted students (mailed by the caller after the commit) */
  offers: SeatOffer[];
};

/**
 * Erases a student in one transaction (docs/privacy.md says what goes and what stays, and why):
 * 1. the student's row is locked first, as every entry path does (lockStudent), so an entry racing the deletion either
 *    commits before it (and is canceled here) or finds no student after it;
 * 2. entries of schedules that have not started are canceled with the entries domain's own cancel, which frees their
 *    seats and offers them to the waitlist;
 * 3. the e-mail's recently viewed events and local mail log go (they are keyed by address, not by user);
 * 4. the user row is deleted: every table holding the student's data cascades with it (sessions and refresh tokens,
 *    so every cookie and access token stops working at once; registration answers, entries, check-ins, follows,
 *    clips, conversations, scouts, notifications, consents, sign-in history), and reviews stay with `user_id` null,
 *    which is how an anonymous review is stored (reviews never show an author, only the graduation year).
 * Null when the student no longer exists (a second deletion that waited on the first).
 */
export async function deleteAccount(db: Db, userId: string, now: Date = new Date()): Promise<DeletedAccount | null> {
  return db.transaction(async (tx) => {
    if (!(await lockStudent(tx, userId))) return null;
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const future = await tx.execute<{ id: number }>(sql`
      select en.id from entries en join schedules s on s.id = en.schedule_id
      where en.user_id = ${userId} and s.start_at > ${now.toISOString()}
        and en.state in (${sql.join(
          CANCELABLE_STATES.map((state) => sql`${state}`),
          sql`, `,
        )})
      order by en.schedule_id, en.id`);
    const offers: SeatOffer[] = [];
    for (const { id } of future.rows) await cancelEntryInTransaction(tx, userId, Number(id), now, offers);

    await tx.delete(recentlyViewedEvents).where(eq(recentlyViewedEvents.email, user!.email));
    await tx.delete(outboxMails).where(eq(outboxMails.toAddress, user!.email));
    await tx.delete(users).where(eq(users.id, userId));
    return {
      email: user!.email,
      canceledEntryCount: future.rows.length,
      offers: offers.filter((offer) => offer.userId !== userId),
    };
  });
}
