import { sql, type SQL } from "drizzle-orm";
import type { EventCategory } from "../../src/domain/event-category";
import { eventPath } from "../../src/domain/routes";
import { buildCalendar, type CalendarEntry } from "../calendar/entry-ics";
import type { Executor } from "../registration/transaction";

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
};

/** What a calendar shows of a student's entries: event and schedule, nothing about the student. */
async function readCalendarEntries(executor: Executor, where: SQL, origin: string): Promise<CalendarEntry[]> {
  const result = await executor.execute<CalendarRow>(sql`
    select en.id as entry_id, e.id as event_id, e.category, e.title, s.title as schedule_title, s.start_at, s.end_at,
      s.place, s.is_online
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
  }));
}

/** One entry of the student as a calendar item; null for an unknown id or another student's entry. */
export async function readEntryCalendarItem(executor: Executor, userId: string, entryId: number, origin: string): Promise<CalendarEntry | null> {
  const [item] = await readCalendarEntries(executor, sql`en.id = ${entryId} and en.user_id = ${userId}`, origin);
  return item ?? null;
}

/** The .ics of one entry of the student; null for an unknown id or another student's entry. */
export async function entryCalendar(executor: Executor, userId: string, entryId: number, origin: string, now: Date = new Date()): Promise<string | null> {
  const item = await readEntryCalendarItem(executor, userId, entryId, origin);
  return item ? buildCalendar([item], now) : null;
}

/** The calendar feed of the student with this secret: every entry not canceled; null for an unknown secret. */
export async function feedCalendar(executor: Executor, secret: string, origin: string, now: Date = new Date()): Promise<string | null> {
  const owner = await executor.execute<{ id: string }>(sql`select id from users where calendar_feed_secret = ${secret}`);
  const userId = owner.rows[0]?.id;
  if (!userId) return null;
  const items = await readCalendarEntries(executor, sql`en.user_id = ${userId} and en.state <> 'canceled'`, origin);
  return buildCalendar(items, now);
}
