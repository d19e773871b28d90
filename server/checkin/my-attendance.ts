import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Attendance, AttendanceItem, AttendanceResponse } from "../../core/api/checkin";
import { holdsSeat, type EntryState } from "../../core/entries/entry-state";
import { ticketCode, tokyoDay } from "./checkin-codes";
import { isHeldToday } from "./checkin-day";
import { toScheduleSummary, type EntrySummaryRow } from "../entries/my-entries";

/**
 * The states /event_attendance lists: entries that hold or held a seat (entried, invited, elected, attended), that
 * ended as absent, or that the student canceled. Applications and waitlist places (pre_entried, defeated, remained)
 * never had a seat and are left to /api/v1/entries.
 */
export const ATTENDANCE_LIST_STATES: readonly EntryState[] = [
  "entried",
  "invited",
  "elected",
  "attended",
  "absenced",
  "canceled",
];

type AttendanceRow = Omit<EntrySummaryRow, "course_title"> & { live_url: string | null };

/**
 * What happened, for a schedule that has ended: attended, absent (absenced, or a seat-holding entry the hourly absence
 * job has not closed yet: it will be absenced), canceled (by the student, or the schedule was canceled). Before the end:
 * canceled ones say `canceled`, a student checked in already says `attended`, anything else null.
 */
function attendanceOf(state: EntryState, scheduleCanceled: boolean, ended: boolean): Attendance | null {
  if (state === "canceled" || (scheduleCanceled && state !== "attended" && state !== "absenced")) return "canceled";
  if (state === "attended") return "attended";
  if (!ended) return null;
  return "absent";
}

/** GET /api/v1/event_attendance: today's schedules (JST) first, then upcoming soonest first, then past latest first. */
export async function listMyAttendance(
  db: Db,
  userId: string,
  secret: string,
  now: Date = new Date(),
): Promise<AttendanceResponse> {
  const states = sql.join(
    ATTENDANCE_LIST_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  const result = await db.execute<AttendanceRow>(sql`
    select en.id, en.state, en.event_id, e.title as event_title, e.category, c.name as company_name,
      s.id as schedule_id, s.title as schedule_title, s.start_at, s.end_at, s.time_limit_at, s.place, s.detailed_address,
      s.prefecture_code, p.name as prefecture_name, s.is_online, s.live_url, s.canceled
    from entries en
    join schedules s on s.id = en.schedule_id
    join events e on e.id = en.event_id
    left join companies c on c.id = e.host_company_id
    left join prefectures p on p.code = s.prefecture_code
    where en.user_id = ${userId} and en.state in (${states})
    order by s.start_at, en.id`);
  const today = tokyoDay(now);
  const items = result.rows.map((row) => {
    const startAt = new Date(row.start_at);
    const endAt = new Date(row.end_at);
    const ended = endAt.getTime() <= now.getTime();
    const heldToday = isHeldToday({ startAt, endAt }, now);
    const group = heldToday ? 0 : tokyoDay(startAt) > today ? 1 : 2;
    const item: AttendanceItem = {
      entry_id: row.id,
      state: row.state,
      event: { id: row.event_id, title: row.event_title, category: row.category, company_name: row.company_name },
      schedule: toScheduleSummary(row),
      today: heldToday,
      ticket_code: !ended && !row.canceled && holdsSeat(row.state) ? ticketCode(secret, row.id, endAt) : null,
      attendance: attendanceOf(row.state, row.canceled, ended),
      is_online: row.live_url !== null && row.live_url !== "",
    };
    return { item, group, start: startAt.getTime() };
  });
  items.sort(
    (a, b) =>
      a.group - b.group || (a.group === 2 ? b.start - a.start : a.start - b.start) || a.item.entry_id - b.item.entry_id,
  );
  return { items: items.map(({ item }) => item) };
}
