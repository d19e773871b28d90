import { sql, type SQL } from "drizzle-orm";
import type { EventCategory } from "../../core/event-category";
import { eventPath } from "../../core/routes";
import { buildCalendar, calendarStatusOf, type CalendarEntry } from "../calendar/entry-ics";
import type { Executor } from "../platform/database/transaction";
import { seatTakenCondition } from "./seat-sql";

type CalendarRow = {
  entry_id: number;
  event_id: number;
  category: EventCategory;
  title: string;
  schedule_title: string;
  start_at: Date | string;
  end_at: Date | string;
  place: string | null;
  is_online: boolean;
  state: string;
  updated_at: Date | string;
};

/** What a calendar shows of a student's entries: event and schedule, nothing about the student. */
async function readCalendarEntries(executor: Executor, where: SQL, origin: string): Promise<CalendarEntry[]> {
  const result = await executor.execute<CalendarRow>(sql`
    select en.id as entry_id, e.id as event_id, e.category, e.title, s.title as schedule_title, s.start_at, s.end_at,
      s.place, s.is_online, en.state, en.updated_at
    from entries en join schedules s on s.id = en.schedule_id join events e on e.id = en.event_id
    where ${where}
    order by s.start_at, en.id`);
  return result.rows.map((row) => ({
    entryId: row.entry_id,
    title: row.title,
    scheduleTitle: row.schedule_title,
    startAt: new Date(row.start_at),
    endAt: new Date(row.end_at),
    place: row.place,
    isOnline: row.is_online,
    eventUrl: `${origin}${eventPath(row.category, row.event_id)}`,
    status: calendarStatusOf(row.state),
    revisedAt: new Date(row.updated_at),
  }));
}

/** One entry of the student as a calendar item; null for an unknown id or another student's entry. */
export async function readEntryCalendarItem(
  executor: Executor,
  userId: string,
  entryId: number,
  origin: string,
): Promise<CalendarEntry | null> {
  const [item] = await readCalendarEntries(executor, sql`en.id = ${entryId} and en.user_id = ${userId}`, origin);
  return item ?? null;
}

/** Who an entry mail goes to and what it is about, read after the commit; null when the entry is not the student's. */
export async function readEntryMailFacts(
  executor: Executor,
  userId: string,
  entryId: number,
  origin: string,
): Promise<{ to: string; item: CalendarEntry; seatHeldUntil: Date | null } | null> {
  const [recipient, item] = await Promise.all([
    executor.execute<{ email: string; seat_held_until: Date | string | null }>(sql`
      select u.email, en.seat_held_until from entries en join users u on u.id = en.user_id where en.id = ${entryId} and en.user_id = ${userId}`),
    readEntryCalendarItem(executor, userId, entryId, origin),
  ]);
  const row = recipient.rows[0];
  if (!row || !item) return null;
  return { to: row.email, item, seatHeldUntil: row.seat_held_until === null ? null : new Date(row.seat_held_until) };
}

/**
 * The .ics of one entry of the student, in whatever state: a canceled (or lost) entry answers its event as
 * STATUS:CANCELLED with a higher SEQUENCE, so the calendar app that imported it removes it. Null for an unknown id or
 * another student's entry.
 */
export async function entryCalendar(
  executor: Executor,
  userId: string,
  entryId: number,
  origin: string,
  now: Date = new Date(),
): Promise<string | null> {
  const item = await readEntryCalendarItem(executor, userId, entryId, origin);
  return item ? buildCalendar([item], now) : null;
}

/** The calendar feed of the student with this secret; null for an unknown secret. */
export async function feedCalendar(
  executor: Executor,
  secret: string,
  origin: string,
  now: Date = new Date(),
): Promise<string | null> {
  const owner = await executor.execute<{ id: string }>(
    sql`select id from users where calendar_feed_secret = ${secret}`,
  );
  const userId = owner.rows[0]?.id;
  if (!userId) return null;
  // What the student will (or may, for a lottery application) attend: a seat taken, a held waitlist seat included
  // (db/sql/seat-taken.ts), or an application not drawn yet. Canceled, lost, absent and plain waitlisted entries are
  // left out rather than sent as CANCELLED: a subscribed calendar replaces its copy with each fetch of the feed, so a
  // dropped event disappears (Google and Apple calendars do this), while a CANCELLED VEVENT in a subscription is
  // shown by some apps as a live event (docs/entries.md "Calendars").
  const items = await readCalendarEntries(
    executor,
    sql`en.user_id = ${userId} and (${seatTakenCondition("en")} or en.state = 'pre_entried')`,
    origin,
  );
  return buildCalendar(items, now);
}
