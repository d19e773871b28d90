import { sql, type SQL } from "drizzle-orm";
import { ENTRY_STATE_TIMESTAMP, type EntryState } from "../../core/entries/entry-state";
import { notifyEntries } from "../notices/entry-notices";
import type { Executor, Tx } from "../platform/database/transaction";
import { courseSeatsTakenSql, ENTRY_COURSES_FLAG } from "./courses/course-check";
import { courseDeadlineSql } from "./courses/course-rows";
import { entryRowOf, type EntryRow } from "./entry-record";
import {
  lockSchedule,
  scheduleColumnsSql,
  scheduleSeatsTakenSql,
  toLockedSchedule,
  type LockedSchedule,
  type ScheduleRow,
} from "./schedule-lock";
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
  | { ok: true; eventId: number; entryId: number; state: EntryState; /** the row as written */ entry: EntryRow }
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
  const result = await tx.execute<{ graduate_year: number | null }>(
    sql`select graduate_year from users where id = ${userId} for update`,
  );
  const row = result.rows[0];
  return row ? { graduateYear: row.graduate_year === null ? null : Number(row.graduate_year) } : null;
}

type Refusal = Extract<EnterScheduleOutcome, { ok: false }>;
type OwnEntry = { schedule_id: number; state: EntryState; active: boolean };

/** The chosen course as one read saw it (course-check.ts names the rules; all false/null without a course). */
type CourseFacts = {
  found: boolean;
  lottery: boolean;
  limit: number | null;
  /** before the course's deadline (courseDeadlineSql) */
  open: boolean;
  /** seat-taking entries of the course */
  holding: number;
  /** no course chosen, while the schedule has courses and entry_courses_with_event is on */
  required: boolean;
};

type EntryFacts = {
  schedule: LockedSchedule;
  student: { graduateYear: number | null } | null;
  mine: OwnEntry[];
  course: CourseFacts;
  /** seat-taking entries of the schedule, as of the read */
  holding: number;
};

/**
 * The checks of a schedule before anything of the student's own entries: not_found, closed, not_eligible, in this
 * order. Shared by enterSchedule (locked rows) and fullBeforeLocking (one unlocked snapshot), so both decide alike.
 */
function scheduleRefusal(
  input: EnterScheduleInput,
  student: { graduateYear: number | null } | null,
  schedule: LockedSchedule | undefined,
): Refusal | null {
  if (
    !student ||
    !schedule ||
    !schedule.published ||
    (input.eventId !== undefined && schedule.eventId !== input.eventId)
  ) {
    return { ok: false, eventId: schedule?.eventId ?? null, reason: "not_found" };
  }
  const eventId = schedule.eventId;
  if (!schedule.takingEntries) return { ok: false, eventId, reason: "closed" };
  const targetYears = schedule.graduateYears;
  if (targetYears.length > 0 && (student.graduateYear === null || !targetYears.includes(student.graduateYear))) {
    return { ok: false, eventId, reason: "not_eligible", missingGraduateYear: student.graduateYear === null };
  }
  return null;
}

/** already_entered: an entry of this schedule that is not canceled, or an active entry of another schedule of the event. */
function ownEntryRefusal(input: EnterScheduleInput, eventId: number, mine: readonly OwnEntry[]): Refusal | null {
  const here = mine.find((row) => Number(row.schedule_id) === input.scheduleId);
  if (here && here.state !== "canceled")
    return { ok: false, eventId, reason: "already_entered", enteredScheduleId: input.scheduleId };
  const elsewhere = mine.find((row) => row.active);
  if (elsewhere)
    return { ok: false, eventId, reason: "already_entered", enteredScheduleId: Number(elsewhere.schedule_id) };
  return null;
}

/**
 * The course rules (the schedule's row lock orders its courses' seats too): a course must be one of the schedule's
 * (invalid_course); while entry_courses_with_event is on, a schedule with courses is entered through one
 * (course_required); a course past its deadline takes no entries (course_closed).
 */
function courseRefusal(input: EnterScheduleInput, eventId: number, course: CourseFacts): Refusal | null {
  if (input.courseId == null) return course.required ? { ok: false, eventId, reason: "course_required" } : null;
  if (!course.found) return { ok: false, eventId, reason: "invalid_course" };
  if (!course.open) return { ok: false, eventId, reason: "course_closed", courseId: input.courseId };
  return null;
}

/** The student's side of the checks, after scheduleRefusal: already_entered, then the course's. */
function entryRefusal(input: EnterScheduleInput, facts: EntryFacts): Refusal | null {
  return (
    ownEntryRefusal(input, facts.schedule.eventId, facts.mine) ??
    courseRefusal(input, facts.schedule.eventId, facts.course)
  );
}

/** Lottery events and lottery courses take applications (`pre_entried`), which hold no seat. */
const stateOfNewEntry = (schedule: LockedSchedule, course: CourseFacts): "pre_entried" | "entried" =>
  schedule.lottery || course.lottery ? "pre_entried" : "entried";

/** full (the schedule's seats) before course_full (the course's), from counts; null while both have a seat. */
function seatRefusal(
  input: EnterScheduleInput,
  schedule: LockedSchedule,
  course: CourseFacts,
  holding: number,
  courseHolding: number,
): Refusal | null {
  if (stateOfNewEntry(schedule, course) !== "entried") return null;
  if (schedule.admissionLimitNumber !== null && holding >= schedule.admissionLimitNumber)
    return { ok: false, eventId: schedule.eventId, reason: "full" };
  if (course.limit !== null && courseHolding >= course.limit)
    return { ok: false, eventId: schedule.eventId, reason: "course_full", courseId: input.courseId! };
  return null;
}

/** The seats as they are now (under the schedule lock: exactly); which one is full, if any. */
async function countedSeatRefusal(
  tx: Tx,
  input: EnterScheduleInput,
  schedule: LockedSchedule,
  course: CourseFacts,
): Promise<Refusal | null> {
  const counted = await tx.execute<{ holding: number; course_holding: number }>(sql`
    select ${scheduleSeatsTakenSql(input.scheduleId)} as holding, ${courseSeatsTakenSql(input.courseId ?? null)} as course_holding`);
  const row = counted.rows[0]!;
  return seatRefusal(input, schedule, course, Number(row.holding), Number(row.course_holding));
}

/**
 * Enters a student for one schedule inside the caller's transaction. The schedule row is locked (`for update`)
 * before its seats are counted, so concurrent entries for the same schedule are counted one after another and a
 * limited schedule (or course) is never overbooked. Seats are the entries in SEAT_HOLDING_STATES (core/entries).
 * - lottery events and lottery courses: the entry is an application (`pre_entried`), holds no seat and is not limited by seats;
 * - a student holds at most one active entry (ACTIVE_ENTRY_STATES) per event;
 * - an event with target graduation years takes students of those years only (a student without a year: not_eligible);
 * - a course must be one of the schedule's, before its deadline, with a free seat in it as well as in the schedule;
 * - a canceled entry of the same schedule is reopened rather than duplicated.
 *
 * The schedule lock is held from its statement to the caller's commit, and every entry of the schedule waits for it
 * in turn, so as little as possible happens while it is held: the student row is locked first, then the checks that
 * need no schedule lock are made on one read (readEntryFacts: the schedule, the student's entries of the event, the
 * course), a schedule already full on that read is refused without the lock (see fullBeforeLocking for why that is
 * sound), and only then is the schedule locked, its fields read again under the lock and checked again, the seats
 * counted and the entry inserted.
 */
export async function enterSchedule(
  tx: Tx,
  input: EnterScheduleInput,
  options: EnterScheduleOptions = {},
): Promise<EnterScheduleOutcome> {
  const now = input.now.toISOString();
  const student = await lockStudent(tx, input.userId);
  // under the student lock: the student's own entries cannot change until the commit
  const facts = await readEntryFacts(tx, input);
  const refused = scheduleRefusal(input, student, facts?.schedule) ?? entryRefusal(input, facts!);
  if (refused) return refused;
  const { course } = facts!;
  if (options.seatLock !== false) {
    const full = seatRefusal(input, facts!.schedule, course, facts!.holding, course.holding);
    if (full) return full;
  }

  let schedule = facts!.schedule;
  if (options.seatLock !== false) {
    const locked = await lockSchedule(tx, input.scheduleId, input.now);
    const changed = scheduleRefusal(input, student, locked);
    if (changed) return changed;
    // a schedule never moves to another event; should it, the student's entries read above were of the wrong event
    if (locked!.eventId !== schedule.eventId) return { ok: false, eventId: locked!.eventId, reason: "not_found" };
    schedule = locked!;
  }
  const eventId = schedule.eventId;
  const state = stateOfNewEntry(schedule, course);
  const limits: SQL[] = [];
  if (state === "entried" && schedule.admissionLimitNumber !== null)
    limits.push(sql`${scheduleSeatsTakenSql(input.scheduleId)} < ${schedule.admissionLimitNumber}`);
  if (state === "entried" && course.limit !== null)
    limits.push(sql`${courseSeatsTakenSql(input.courseId ?? null)} < ${course.limit}`);
  let seatFree = limits.length > 0 ? sql.join(limits, sql` and `) : sql`true`;
  if (options.seatLock === false && limits.length > 0) {
    // the check-then-act race this option exists to show: a count, then (after a pause) an unconditional insert
    const full = await countedSeatRefusal(tx, input, schedule, course);
    if (full) return full;
    if (options.holdBeforeInsertMs) await tx.execute(sql`select pg_sleep(${options.holdBeforeInsertMs / 1000})`);
    seatFree = sql`true`;
  }

  // Seats are counted by the insert itself, one round trip less under the lock: its snapshot starts after the lock
  // was granted, so it sees every entry committed by the transactions that held the lock before.
  const stamp = sql.identifier(ENTRY_STATE_TIMESTAMP[state]);
  const lotteryCourseAt = course.lottery ? now : null;
  const inserted = await tx.execute<Record<string, unknown>>(sql`
    insert into entries (event_id, schedule_id, user_id, course_id, state, inflow, client_type, ${stamp}, lottery_entry_course_at, created_at, updated_at)
    select ${eventId}::int, ${input.scheduleId}::int, ${input.userId}::uuid, ${input.courseId ?? null}::int, ${state}, ${input.inflow},
      ${input.clientType ?? "web"}, ${now}::timestamptz, ${lotteryCourseAt}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
    where ${seatFree}
    on conflict (user_id, schedule_id) do update
      set state = excluded.state, course_id = excluded.course_id, inflow = excluded.inflow, client_type = excluded.client_type,
        ${stamp} = excluded.${stamp}, lottery_entry_course_at = excluded.lottery_entry_course_at, canceled_at = null,
        updated_at = excluded.updated_at
    returning *`);
  const row = inserted.rows[0];
  if (!row) return (await countedSeatRefusal(tx, input, schedule, course)) ?? { ok: false, eventId, reason: "full" };
  const entry = entryRowOf(row);
  await notifyEntries(tx, state, [entry.id], input.now);
  return { ok: true, eventId, entryId: entry.id, state, entry };
}

type FactsRow = ScheduleRow & {
  student_found: boolean;
  graduate_year: number | null;
  mine: OwnEntry[] | string;
  holding: number;
  course_found: boolean;
  course_lottery: boolean;
  course_limit: number | null;
  course_open: boolean;
  course_holding: number;
  course_required: boolean;
};

/**
 * One statement, no lock: the schedule's fields, the student, the student's entries of its event (as enterSchedule
 * orders them), the chosen course (if any, and only if it is one of the schedule's) with its seats, and the
 * schedule's seat-taking entries. Null without such a schedule.
 */
async function readEntryFacts(executor: Executor, input: EnterScheduleInput): Promise<EntryFacts | null> {
  const now = input.now.toISOString();
  const courseId = input.courseId ?? null;
  const result = await executor.execute<FactsRow>(sql`
    select ${scheduleColumnsSql(input.now)},
      u.id is not null as student_found, u.graduate_year,
      (select coalesce(json_agg(json_build_object('schedule_id', m.schedule_id, 'state', m.state, 'active', m.state in ${activeEntryStatesSql()})
         order by (m.schedule_id = s.id) desc, m.id), '[]')
       from entries m where m.user_id = ${input.userId} and m.event_id = s.event_id) as mine,
      ${scheduleSeatsTakenSql(input.scheduleId)} as holding,
      c.id is not null as course_found, coalesce(c.lottery, false) as course_lottery, c.admission_limit_number as course_limit,
      (c.id is not null and ${courseDeadlineSql} > ${now}) as course_open,
      ${courseSeatsTakenSql(courseId)} as course_holding,
      (${courseId}::int is null and exists (select 1 from courses rc where rc.schedule_id = s.id)
        and coalesce((select enabled from feature_flags where key = ${ENTRY_COURSES_FLAG}), false)) as course_required
    from schedules s join events e on e.id = s.event_id left join users u on u.id = ${input.userId}
      left join courses c on c.id = ${courseId}::int and c.schedule_id = s.id
    where s.id = ${input.scheduleId}`);
  const row = result.rows[0];
  if (!row) return null;
  // json arrives parsed from pg, or as its text through some drivers
  const mine = typeof row.mine === "string" ? (JSON.parse(row.mine) as OwnEntry[]) : row.mine;
  return {
    schedule: toLockedSchedule(row),
    student: row.student_found ? { graduateYear: row.graduate_year === null ? null : Number(row.graduate_year) } : null,
    mine,
    holding: Number(row.holding),
    course: {
      found: row.course_found,
      lottery: row.course_lottery,
      limit: row.course_limit === null ? null : Number(row.course_limit),
      open: row.course_open,
      holding: Number(row.course_holding),
      required: row.course_required,
    },
  };
}

/**
 * The refusal (`full` or `course_full`) of entering on one read without any lock or transaction (readEntryFacts):
 * every check that enterSchedule makes before counting seats (not_found, closed, not_eligible, already_entered, the
 * course's: the same functions, in the same order) passes, and the seat-taking entries already fill the schedule's
 * or the course's limit. Anything else, including a schedule with a free seat, is null: only enterSchedule (locks,
 * then a count) may take a seat.
 *
 * Why a refusal from an unlocked read is sound: one statement reads one committed state (READ COMMITTED), so the
 * answer is the one enterSchedule would have given to this request at that instant, which lies between the request's
 * arrival and its answer. Seats only fill up through committed entries; a seat freed a moment later (a
 * cancellation) is indistinguishable from this request having arrived a moment earlier. It writes nothing, so
 * nothing the locks protect (the seat count, one active entry per student and event) can be raced.
 */
export async function fullBeforeLocking(executor: Executor, input: EnterScheduleInput): Promise<Refusal | null> {
  const facts = await readEntryFacts(executor, input);
  if (!facts) return null;
  if (scheduleRefusal(input, facts.student, facts.schedule) || entryRefusal(input, facts)) return null;
  return seatRefusal(input, facts.schedule, facts.course, facts.holding, facts.course.holding);
}
