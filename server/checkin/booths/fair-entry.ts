import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { entries, schedules } from "../../../db/schema";
import { SEAT_HOLDING_STATES } from "../../../core/entries/entry-state";

/** A student's seat-holding entry of an event with the schedule it holds a seat on. */
export type FairEntry = Pick<typeof entries.$inferSelect, "id" | "state" | "attendedAt"> & {
  schedule: Pick<typeof schedules.$inferSelect, "id" | "startAt" | "endAt" | "liveUrl" | "canceled">;
};

/**
 * The student's entry of the event that holds a seat (SEAT_HOLDING_STATES: entried, invited, elected, attended), or
 * null. Entering allows one active entry per event (docs/entries.md "Entries"); should there ever be two, the latest wins.
 */
export async function loadFairEntry(db: Db, userId: string, eventId: number): Promise<FairEntry | null> {
  const [row] = await db
    .select({
      id: entries.id,
      state: entries.state,
      attendedAt: entries.attendedAt,
      scheduleId: schedules.id,
      startAt: schedules.startAt,
      endAt: schedules.endAt,
      liveUrl: schedules.liveUrl,
      canceled: schedules.canceled,
    })
    .from(entries)
    .innerJoin(schedules, eq(schedules.id, entries.scheduleId))
    .where(
      and(eq(entries.userId, userId), eq(entries.eventId, eventId), inArray(entries.state, [...SEAT_HOLDING_STATES])),
    )
    .orderBy(desc(entries.updatedAt), desc(entries.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    state: row.state,
    attendedAt: row.attendedAt,
    schedule: {
      id: row.scheduleId,
      startAt: row.startAt,
      endAt: row.endAt,
      liveUrl: row.liveUrl,
      canceled: row.canceled,
    },
  };
}
