import { sql } from "drizzle-orm";
import { ENTRY_STATE_TIMESTAMP, type EntryState } from "../../src/domain/entries/entry-state";
import type { Tx } from "../registration/transaction";
import { checkCourse, countCourseSeatsTaken } from "./courses/course-check";
import { lockSchedule, countSeatsTaken } from "./schedule-lock";
import { activeEntryStatesSql } from "./seat-sql";

export type EnterScheduleRefusal =
  | "not_found"
  | "closed"
  | "full"
  | "already_entered"
  | "not_eligible"
  | "invalid_course"
  | "course_required"
  | "course_closed"
  | "course_full";

export type EnterScheduleOutcome =
  | { ok: true; eventId: number; entryId: number; state: EntryState }
  | {
      ok: false;
      eventId: number | null;
      reason: EnterScheduleRefusal;
      /** already_entered: the schedule the student's active entry of this event is for (this one or another) */
      enteredScheduleId?: number;
      /** not_eligible: the student has no graduation year yet */
      missingGraduateYear?: boolean;
      /** course_closed, course_full: the chosen course */
      courseId?: number;
    };

export type EnterScheduleInput = {
  userId: string;
  scheduleId: number;
  inflow: string;
  now: Date;
  /** the event the path names; a schedule of another event is not_found */
  eventId?: number;
  courseId?: number | null;
  clientType?: string;
};

/**
 * For the concurrency test and `npm run bench:entries` only, never reachable from a request: `seatLock: false`
 * counts seats without locking the schedule row, to prove that the lock is what keeps the count exact;
 * `holdBeforeInsertMs` widens the window between the count and the insert.
 */
export type EnterScheduleOptions = { seatLock?: boolean; holdBeforeInsertMs?: number };

/**
 * Locks the student's user row: every entry change of one student (create, move, cancel) runs one after another, so
 * the "one active entry per event" rule cannot be raced. Lock order everywhere: user row, entry row, schedule rows
 * in ascending id.
 */
export async function lockStudent(tx: Tx, userId: string): Promise<{ graduateYear: number | null } | null> {
  const result = await tx.execute<{ graduate_year: number | null }>(sql`select graduate_year from users where id = ${userId} for update`);
  const row = result.rows[0];
  return row ? { graduateYear: row.graduate_year === null ? null : Number(row.graduate_year) } : null;
}

/**
 * Enters a student for one schedule inside the caller's transaction. The schedule row is locked (`for update`)
 * before its seats are counted, so concurrent entries for the same schedule are counted one after another and a
 * limited schedule is never overbooked. Seats are the entries in SEAT_HOLDING_STATES (src/domain/entries).
 * - lottery events: the entry is an application (`pre_entried`), holds no seat and is not limited by seats;
 * - a student holds at most one active entry (ACTIVE_ENTRY_STATES) per event;
 * - an event with target graduation years takes students of those years only (a student without a year: not_eligible);
 * - a canceled entry of the same schedule is reopened rather than duplicated.
 */
export async function enterSchedule(tx: Tx, input: EnterScheduleInput, options: EnterScheduleOptions = {}): Promise<EnterScheduleOutcome> {
  const now = input.now.toISOString();
  const student = await lockStudent(tx, input.userId);
  const schedule = await lockSchedule(tx, input.scheduleId, input.now, { lock: options.seatLock !== false });
  if (!student || !schedule || !schedule.published || (input.eventId !== undefined && schedule.eventId !== input.eventId)) {
    return { ok: false, eventId: schedule?.eventId ?? null, reason: "not_found" };
  }
  const eventId = schedule.eventId;
  if (!schedule.takingEntries) return { ok: false, eventId, reason: "closed" };

  const targetYears = schedule.graduateYears;
  if (targetYears.length > 0 && (student.graduateYear === null || !targetYears.includes(student.graduateYear))) {
    return { ok: false, eventId, reason: "not_eligible", missingGraduateYear: student.graduateYear === null };
  }

  const mine = await tx.execute<{ schedule_id: number; state: EntryState; active: boolean }>(sql`
    select schedule_id, state, state in ${activeEntryStatesSql()} as active
    from entries where user_id = ${input.userId} and event_id = ${eventId}
    order by (schedule_id = ${input.scheduleId}) desc, id`);
  const here = mine.rows.find((row) => row.schedule_id === input.scheduleId);
  if (here && here.state !== "canceled") return { ok: false, eventId, reason: "already_entered", enteredScheduleId: input.scheduleId };
  const elsewhere = mine.rows.find((row) => row.active);
  if (elsewhere) return { ok: false, eventId, reason: "already_entered", enteredScheduleId: elsewhere.schedule_id };

  const course = await checkCourse(tx, input.scheduleId, input.courseId ?? null, input.now);
  if (!course.ok) {
    return { ok: false, eventId, reason: course.reason, ...(course.reason === "course_closed" ? { courseId: input.courseId! } : {}) };
  }

  const state: EntryState = schedule.lottery || course.lottery ? "pre_entried" : "entried";
  if (state === "entried" && schedule.admissionLimitNumber !== null) {
    if ((await countSeatsTaken(tx, input.scheduleId)) >= schedule.admissionLimitNumber) return { ok: false, eventId, reason: "full" };
  }
  if (state === "entried" && course.admissionLimitNumber !== null) {
    if ((await countCourseSeatsTaken(tx, input.courseId!)) >= course.admissionLimitNumber) return { ok: false, eventId, reason: "course_full", courseId: input.courseId! };
  }
  if (options.holdBeforeInsertMs) await tx.execute(sql`select pg_sleep(${options.holdBeforeInsertMs / 1000})`);

  const stamp = sql.identifier(ENTRY_STATE_TIMESTAMP[state]);
  const inserted = await tx.execute<{ id: number }>(sql`
    insert into entries (event_id, schedule_id, user_id, course_id, state, inflow, client_type, ${stamp}, lottery_entry_course_at, created_at, updated_at)
    values (${eventId}, ${input.scheduleId}, ${input.userId}, ${input.courseId ?? null}, ${state}, ${input.inflow},
      ${input.clientType ?? "web"}, ${now}, ${course.lottery ? now : null}, ${now}, ${now})
    on conflict (user_id, schedule_id) do update
      set state = excluded.state, course_id = excluded.course_id, inflow = excluded.inflow, client_type = excluded.client_type,
        ${stamp} = excluded.${stamp}, lottery_entry_course_at = excluded.lottery_entry_course_at, canceled_at = null,
        updated_at = excluded.updated_at
    returning id`);
  return { ok: true, eventId, entryId: inserted.rows[0]!.id, state };
}
