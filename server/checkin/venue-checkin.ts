import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { entries, events, schedules } from "../../db/schema";
import type { VenueCheckinRefusal, VenueCheckinResponse } from "../../core/api/checkin";
import { canTransition, SEAT_HOLDING_STATES } from "../../core/entries/entry-state";
import { readScheduleSummary } from "../entries/my-entries";
import { toEntry } from "../entries/entry-record";
import { ApiError } from "../platform/http/api-error";
import { checkVenueCode } from "./checkin-codes";
import { isCheckinOpen } from "./checkin-day";

const REFUSAL_MESSAGES: Readonly<Record<VenueCheckinRefusal, string>> = {
  no_entry: "You hold no entry of this event that has a seat",
  wrong_day: "Your schedule of this event is not held today (or has ended)",
  code_expired: "This check-in code has expired: scan the code shown at the door now",
  invalid_code: "This is not the check-in code of your schedule",
};

export function checkinRefused(reason: VenueCheckinRefusal): ApiError {
  return new ApiError(409, "checkin_refused", REFUSAL_MESSAGES[reason], { reason });
}

export type VenueCheckinInput = { userId: string; eventId: number; code: string; secret: string; now?: Date };

/**
 * POST /api/v1/events/{event_id}/event_in/attend. In one transaction, with the student's seat-holding entries of the
 * event locked (`for update`): a replay (the entry is already `attended`) answers `already_attended` and changes
 * nothing, whatever the code; otherwise the schedule must be open today (checkin-day.ts: from 00:00 JST of its
 * start day until it ends, not canceled) and the code must be that schedule's current or previous venue code; then
 * the entry becomes `attended` with `attended_at` = now. A concurrent duplicate waits for the row lock and then reads
 * the committed `attended`: one write. Refusals: 409 `checkin_refused` `{ reason }`; unknown or unpublished event: 404.
 */
export async function checkInAtVenue(db: Db, input: VenueCheckinInput): Promise<VenueCheckinResponse> {
  const now = input.now ?? new Date();
  const [event] = await db
    .select({ id: events.id, title: events.title, category: events.category })
    .from(events)
    .where(
      and(
        eq(events.id, input.eventId),
        eq(events.published, true),
        sql`(${events.publishedAt} is null or ${events.publishedAt} <= ${now.toISOString()})`,
      ),
    );
  if (!event) throw new ApiError(404, "not_found", "Event not found");

  return db.transaction(async (tx) => {
    const held = await tx
      .select({ entry: entries, startAt: schedules.startAt, endAt: schedules.endAt, canceled: schedules.canceled })
      .from(entries)
      .innerJoin(schedules, eq(schedules.id, entries.scheduleId))
      .where(
        and(
          eq(entries.userId, input.userId),
          eq(entries.eventId, input.eventId),
          inArray(entries.state, [...SEAT_HOLDING_STATES]),
        ),
      )
      .orderBy(schedules.startAt, entries.id)
      .for("update", { of: entries });
    if (held.length === 0) throw checkinRefused("no_entry");
    // one active entry per event (docs/entries.md "Entries"); should there be several, an attended one answers the replay,
    // else the one whose door is open now, else the first
    const chosen =
      held.find((row) => row.entry.state === "attended") ?? held.find((row) => isCheckinOpen(row, now)) ?? held[0]!;
    let row = chosen.entry;
    let status: VenueCheckinResponse["status"] = "already_attended";
    if (row.state !== "attended") {
      if (!isCheckinOpen(chosen, now)) throw checkinRefused("wrong_day");
      const verdict = checkVenueCode(input.secret, row.scheduleId, input.code, now);
      if (verdict === "expired") throw checkinRefused("code_expired");
      if (verdict === "invalid") throw checkinRefused("invalid_code");
      if (!canTransition(row.state, "attended")) throw checkinRefused("no_entry");
      const [updated] = await tx
        .update(entries)
        .set({ state: "attended", attendedAt: now, updatedAt: now })
        .where(eq(entries.id, row.id))
        .returning();
      row = updated!;
      status = "attended";
    }
    const schedule = await readScheduleSummary(tx, row.scheduleId);
    return { status, entry: toEntry(row), event, schedule: schedule! };
  });
}
