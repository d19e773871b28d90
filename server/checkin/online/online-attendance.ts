import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { entries } from "../../../db/schema";
import { LIVE_LINK_OPENS_BEFORE_MS, type AttendUrlResponse } from "../../../core/api/checkin";
import { apiPath, apiPaths } from "../../../core/api-paths";
import { ENTRY_STATES, canTransition } from "../../../core/entries/entry-state";
import { safeLiveUrl } from "../../../core/checkin/live-url";
import { loadFairEntry, type FairEntry } from "../booths/fair-entry";

export type AttendStatus = AttendUrlResponse["status"];

/**
 * Where the student stands with the online link of their schedule at `now`. The window is
 * [start_at − LIVE_LINK_OPENS_BEFORE_MS, end_at): open from 30 minutes before the start, `ended` from end_at on.
 * A canceled schedule is `ended` (its link never opens again).
 */
export function attendStatusOf(entry: FairEntry | null, now: Date): AttendStatus {
  if (!entry) return "not_entered";
  if (!safeLiveUrl(entry.schedule.liveUrl)) return "not_online";
  if (entry.schedule.canceled || now.getTime() >= entry.schedule.endAt.getTime()) return "ended";
  if (now.getTime() < opensAt(entry).getTime()) return "not_yet";
  return "open";
}

const opensAt = (entry: FairEntry): Date => new Date(entry.schedule.startAt.getTime() - LIVE_LINK_OPENS_BEFORE_MS);

/** GET /api/v1/events/{event_id}/event_in/attend_url for a student (the event is known to be published). */
export async function loadAttendUrl(
  db: Db,
  userId: string,
  eventId: number,
  origin: string,
  now: Date = new Date(),
): Promise<AttendUrlResponse> {
  const entry = await loadFairEntry(db, userId, eventId);
  const status = attendStatusOf(entry, now);
  return {
    status,
    attend_url: status === "open" ? `${origin}${apiPath(apiPaths.liveRedirect, { event_id: eventId })}` : null,
    opens_at: entry ? opensAt(entry).toISOString() : null,
  };
}

/** States an entry may reach `attended` from (the entry state machine decides; attended itself is a replay). */
const ATTENDABLE_STATES = ENTRY_STATES.filter((state) => canTransition(state, "attended"));

/**
 * GET …/event_in/live: when the link is open, records attendance (state `attended`, `attended_at` now) if the entry's
 * state may become attended — once: the update matches only those states, so a replay or a concurrent second click
 * changes nothing and the first `attended_at` stays — and answers the live_url to send the student to. Otherwise null:
 * nothing is recorded.
 */
export async function attendOnline(
  db: Db,
  userId: string,
  eventId: number,
  now: Date = new Date(),
): Promise<string | null> {
  const entry = await loadFairEntry(db, userId, eventId);
  if (attendStatusOf(entry, now) !== "open" || !entry) return null;
  await db
    .update(entries)
    .set({ state: "attended", attendedAt: now, updatedAt: now })
    .where(and(eq(entries.id, entry.id), inArray(entries.state, ATTENDABLE_STATES)));
  return safeLiveUrl(entry.schedule.liveUrl);
}
