import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { entries } from "../../db/schema";
import type { Entry } from "../../core/api/entries";
import { canTransition, type EntryState } from "../../core/entries/entry-state";
import { matchesGraduationYear } from "../../core/entries/viewer-event-facts";
import { notifyEntries } from "../notices/entry-notices";
import { ApiError } from "../platform/http/api-error";
import { sendMail } from "../platform/mail/send-mail";
import type { Tx } from "../platform/database/transaction";
import { lockStudent } from "./enter-schedule";
import { toEntry } from "./entry-record";
import { readEntryMailFacts } from "./entry-calendar";
import { seatHeldMail, seatHoldExpiredMail } from "./entry-mails";
import { countSeatsTaken, lockSchedule } from "./schedule-lock";
import { activeEntryStatesSql } from "./seat-sql";

/** How long a freed seat is held for the first waitlisted student before it passes to the next. */
export const SEAT_HOLD_MS = 24 * 3600 * 1000;

/** A waitlisted entry that was just offered a held seat (mailed after the transaction commits). */
export type SeatOffer = { entryId: number; userId: string };

/**
 * Inside a transaction that holds the schedule's row lock, after a seat may have been freed: holds each free seat for
 * the next waitlisted students (earliest `remained_at` first) until now + SEAT_HOLD_MS. Nothing is offered once the
 * schedule has started or was canceled.
 */
export async function offerFreedSeats(tx: Tx, scheduleId: number, now: Date): Promise<SeatOffer[]> {
  const schedule = await lockSchedule(tx, scheduleId, now);
  if (!schedule || schedule.canceled || schedule.started || schedule.admissionLimitNumber === null) return [];
  const free = schedule.admissionLimitNumber - (await countSeatsTaken(tx, scheduleId));
  if (free <= 0) return [];
  const heldUntil = new Date(now.getTime() + SEAT_HOLD_MS).toISOString();
  const offered = await tx.execute<{ id: number; user_id: string }>(sql`
    update entries set seat_held_until = ${heldUntil}, updated_at = ${now.toISOString()}
    where id in (
      select id from entries where schedule_id = ${scheduleId} and state = 'remained' and seat_held_until is null
      order by remained_at, id limit ${free})
    returning id, user_id`);
  await notifyEntries(
    tx,
    "seat_offered",
    offered.rows.map((row) => row.id),
    now,
  );
  return offered.rows.map((row) => ({ entryId: row.id, userId: row.user_id }));
}

/**
 * POST /api/v1/events/{event_id}/schedules/{schedule_id}/waitlist: puts the student on a full schedule's waitlist
 * (`remained`) until it starts; a lottery loser (`defeated`) or a canceled entry of the schedule moves there too.
 * Refusals: 404 unknown, 409 entry_closed (canceled, stopped or started), not_eligible, already_entered (another
 * active entry of the event), conflict (a seat is free: enter instead).
 */
export async function joinWaitlist(
  db: Db,
  input: { userId: string; eventId: number; scheduleId: number; now?: Date },
): Promise<Entry> {
  const now = input.now ?? new Date();
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const student = await lockStudent(tx, input.userId);
    const schedule = await lockSchedule(tx, input.scheduleId, now);
    if (!student || !schedule || !schedule.published || schedule.eventId !== input.eventId) {
      throw new ApiError(404, "not_found", "No published schedule with this id under this event");
    }
    if (schedule.canceled || schedule.stoppedEntry || schedule.started) {
      throw new ApiError(
        409,
        "entry_closed",
        "This schedule takes no more waitlist entries: it was canceled, entry was stopped, or it has started",
      );
    }
    if (
      schedule.graduateYears.length > 0 &&
      matchesGraduationYear(schedule.graduateYears, student.graduateYear) !== true
    ) {
      throw new ApiError(
        409,
        "not_eligible",
        "This event is not for students of your graduation year (or your graduation year is not set)",
      );
    }
    if (
      schedule.admissionLimitNumber === null ||
      (await countSeatsTaken(tx, input.scheduleId)) < schedule.admissionLimitNumber
    ) {
      throw new ApiError(409, "conflict", "A seat of this schedule is free: enter it instead of joining the waitlist");
    }
    const mine = await tx.execute<{ id: number; schedule_id: number; state: EntryState; active: boolean }>(sql`
      select id, schedule_id, state, state in ${activeEntryStatesSql()} as active from entries
      where user_id = ${input.userId} and event_id = ${schedule.eventId} for update`);
    const here = mine.rows.find((row) => row.schedule_id === input.scheduleId);
    const elsewhere = mine.rows.find((row) => row.active && row.schedule_id !== input.scheduleId);
    if (elsewhere || (here && !canTransition(here.state, "remained"))) {
      throw new ApiError(409, "already_entered", "You already have an entry for this event", {
        schedule_id: (elsewhere ?? here)!.schedule_id,
      });
    }
    const [row] = here
      ? await tx
          .update(entries)
          .set({ state: "remained", remainedAt: now, seatHeldUntil: null, canceledAt: null, updatedAt: now })
          .where(eq(entries.id, here.id))
          .returning()
      : await tx
          .insert(entries)
          .values({
            eventId: schedule.eventId,
            scheduleId: input.scheduleId,
            userId: input.userId,
            state: "remained",
            clientType: "web",
            inflow: "web",
            remainedAt: now,
            createdAt: now,
            updatedAt: new Date(at),
          })
          .returning();
    await notifyEntries(tx, "remained", [row!.id], now);
    return toEntry(row!);
  });
}

/**
 * POST /api/v1/entries/{entry_id}/seat: the waitlisted student takes the seat held for them (→ `entried`).
 * 409 entry_closed when no seat is held for the entry (never offered, or the hold has expired).
 */
export async function takeHeldSeat(db: Db, userId: string, entryId: number, now: Date = new Date()): Promise<Entry> {
  return db.transaction(async (tx) => {
    await lockStudent(tx, userId);
    const [row] = await tx
      .select()
      .from(entries)
      .where(and(eq(entries.id, entryId), eq(entries.userId, userId)))
      .for("update");
    if (!row) throw new ApiError(404, "not_found", "No entry of yours with this id");
    await lockSchedule(tx, row.scheduleId, now);
    if (row.state !== "remained" || row.seatHeldUntil === null || row.seatHeldUntil.getTime() <= now.getTime()) {
      throw new ApiError(
        409,
        "entry_closed",
        "No seat is held for this entry (it was not offered one, or the 24-hour hold has expired)",
      );
    }
    const [updated] = await tx
      .update(entries)
      .set({ state: "entried", entriedAt: now, seatHeldUntil: null, updatedAt: now })
      .where(eq(entries.id, entryId))
      .returning();
    await notifyEntries(tx, "seat_taken", [entryId], now);
    return toEntry(updated!);
  });
}

/**
 * For the scheduled round: waitlist holds that expired are given up (`canceled`) and their seats offered to the next
 * students. Returns the new offers (mail them with `mailSeatOffers`) and the expired holds (`mailExpiredHolds`).
 */
export async function passExpiredHolds(
  db: Db,
  now: Date = new Date(),
): Promise<{ offers: SeatOffer[]; expired: SeatOffer[] }> {
  const at = now.toISOString();
  const due = await db.execute<{ schedule_id: number }>(sql`
    select distinct schedule_id from entries where state = 'remained' and seat_held_until <= ${at}`);
  const offers: SeatOffer[] = [];
  const expired: SeatOffer[] = [];
  for (const { schedule_id: scheduleId } of due.rows) {
    await db.transaction(async (tx) => {
      await lockSchedule(tx, scheduleId, now);
      const given = await tx.execute<{ id: number; user_id: string }>(sql`
        update entries set state = 'canceled', canceled_at = ${at}, seat_held_until = null, updated_at = ${at}
        where schedule_id = ${scheduleId} and state = 'remained' and seat_held_until <= ${at}
        returning id, user_id`);
      expired.push(...given.rows.map((row) => ({ entryId: row.id, userId: row.user_id })));
      await notifyEntries(
        tx,
        "seat_hold_expired",
        given.rows.map((row) => row.id),
        now,
      );
      offers.push(...(await offerFreedSeats(tx, scheduleId, now)));
    });
  }
  return { offers, expired };
}

/** Tells each student whose held seat expired that it passed on (after the transaction committed). */
export async function mailExpiredHolds(db: Db, expired: readonly SeatOffer[], origin: string): Promise<void> {
  for (const hold of expired) {
    try {
      const facts = await readEntryMailFacts(db, hold.userId, hold.entryId, origin);
      if (facts) await sendMail(db, seatHoldExpiredMail({ to: facts.to, item: facts.item }));
    } catch (error) {
      console.error(
        `hold-expired mail for entry ${hold.entryId} failed:`,
        error instanceof Error ? error.message : "unknown error",
      );
    }
  }
}

/** Mails each offered student that a seat is held for them (after the offering transaction committed). */
export async function mailSeatOffers(db: Db, offers: readonly SeatOffer[], origin: string): Promise<void> {
  for (const offer of offers) {
    try {
      const facts = await readEntryMailFacts(db, offer.userId, offer.entryId, origin);
      if (facts?.seatHeldUntil)
        await sendMail(db, seatHeldMail({ to: facts.to, item: facts.item, heldUntil: facts.seatHeldUntil }));
    } catch (error) {
      console.error(
        `seat-held mail for entry ${offer.entryId} failed:`,
        error instanceof Error ? error.message : "unknown error",
      );
    }
  }
}
