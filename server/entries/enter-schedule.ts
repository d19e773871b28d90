import { sql } from "drizzle-orm";
import { ENTRY_STATE_TIMESTAMP, type EntryState } from "../../src/domain/entries/entry-state";
import type { Executor, Tx } from "../registration/transaction";
import { entryRowOf, type EntryRow } from "./entry-record";
import { activeEntryStatesSql, seatTakenCondition } from "./seat-sql";

export type EnterScheduleRefusal = "not_found" | "closed" | "full" | "already_entered" | "not_eligible" | "invalid_course";

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

type LockedSchedule = {
  event_id: number;
  published: boolean;
  canceled: boolean;
  stopped_entry: boolean;
  taking_entries: boolean;
  admission_limit_number: number | null;
  lottery: boolean;
  graduate_years: number[] | string;
};

/** Postgres arrays arrive parsed from pg, or as text `{2027,2028}` through some drivers. */
function integerArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number);
}

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

type Refusal = Extract<EnterScheduleOutcome, { ok: false }>;
type OwnEntry = { schedule_id: number; state: EntryState; active: boolean };

/**
 * The checks of a schedule before anything of the student's own entries: not_found, closed, not_eligible, in this
 * order. Shared by enterSchedule (locked rows) and fullBeforeLocking (one unlocked snapshot), so both decide alike.
 */
function scheduleRefusal(input: EnterScheduleInput, student: { graduateYear: number | null } | null, schedule: LockedSchedule | undefined): Refusal | null {
  if (!student || !schedule || !schedule.published || (input.eventId !== undefined && schedule.event_id !== input.eventId)) {
    return { ok: false, eventId: schedule?.event_id ?? null, reason: "not_found" };
  }
  const eventId = schedule.event_id;
  if (schedule.canceled || schedule.stopped_entry || !schedule.taking_entries) return { ok: false, eventId, reason: "closed" };
  const targetYears = integerArray(schedule.graduate_years);
  if (targetYears.length > 0 && (student.graduateYear === null || !targetYears.includes(student.graduateYear))) {
    return { ok: false, eventId, reason: "not_eligible", missingGraduateYear: student.graduateYear === null };
  }
  return null;
}

/** already_entered: an entry of this schedule that is not canceled, or an active entry of another schedule of the event. */
function ownEntryRefusal(input: EnterScheduleInput, eventId: number, mine: readonly OwnEntry[]): Refusal | null {
  const here = mine.find((row) => Number(row.schedule_id) === input.scheduleId);
  if (here && here.state !== "canceled") return { ok: false, eventId, reason: "already_entered", enteredScheduleId: input.scheduleId };
  const elsewhere = mine.find((row) => row.active);
  if (elsewhere) return { ok: false, eventId, reason: "already_entered", enteredScheduleId: Number(elsewhere.schedule_id) };
  return null;
}

const stateOfNewEntry = (schedule: LockedSchedule): EntryState => (schedule.lottery ? "pre_entried" : "entried");

/** Whether the new entry takes a seat of a limited schedule (lottery applications take none). */
const countsSeats = (schedule: LockedSchedule): boolean => stateOfNewEntry(schedule) === "entried" && schedule.admission_limit_number !== null;

/** The schedule's fields that decide an entry, as of the statement's snapshot (`locked`: with `for update of s`). */
function scheduleFactsSql(input: EnterScheduleInput, locked: boolean) {
  const now = input.now.toISOString();
  return sql`
    select s.event_id, (e.published and (e.published_at is null or e.published_at <= ${now})) as published,
      s.canceled, s.stopped_entry, (s.time_limit_at > ${now} and s.start_at > ${now}) as taking_entries,
      s.admission_limit_number, e.lottery, e.graduate_years
    from schedules s join events e on e.id = s.event_id
    where s.id = ${input.scheduleId}
    ${locked ? sql`for update of s` : sql``}`;
}

/**
 * Enters a student for one schedule inside the caller's transaction. The schedule row is locked (`for update`)
 * before its seats are counted, so concurrent entries for the same schedule are counted one after another and a
 * limited schedule is never overbooked. Seats are the entries in SEAT_HOLDING_STATES (src/domain/entries).
 * - lottery events: the entry is an application (`pre_entried`), holds no seat and is not limited by seats;
 * - a student holds at most one active entry (ACTIVE_ENTRY_STATES) per event;
 * - an event with target graduation years takes students of those years only (a student without a year: not_eligible);
 * - a canceled entry of the same schedule is reopened rather than duplicated.
 *
 * The schedule lock is held from its statement to the caller's commit, and every entry of the schedule waits for it
 * in turn, so as little as possible happens while it is held: the student row is locked first, then the checks that
 * need no schedule lock are made on one read (readEntryFacts: the schedule, the student's entries of the event, the
 * course), a schedule already full on that read is refused without the lock (see fullBeforeLocking for why that is
 * sound), and only then is the schedule locked, its fields read again under the lock and checked again, the seats
 * counted and the entry inserted.
 */
export async function enterSchedule(tx: Tx, input: EnterScheduleInput, options: EnterScheduleOptions = {}): Promise<EnterScheduleOutcome> {
  const now = input.now.toISOString();
  const student = await lockStudent(tx, input.userId);
  // under the student lock: the student's own entries cannot change until the commit
  const facts = await readEntryFacts(tx, input);
  const refused = scheduleRefusal(input, student, facts ?? undefined) ?? entryRefusal(input, facts!);
  if (refused) return refused;
  if (options.seatLock !== false && countsSeats(facts!) && facts!.holding >= facts!.admission_limit_number!) {
    return { ok: false, eventId: facts!.event_id, reason: "full" };
  }

  if (options.seatLock !== false) {
    const locked = await tx.execute<LockedSchedule>(scheduleFactsSql(input, true));
    const schedule = locked.rows[0];
    const changed = scheduleRefusal(input, student, schedule);
    if (changed) return changed;
    // a schedule never moves to another event; should it, the student's entries read above were of the wrong event
    if (schedule!.event_id !== facts!.event_id) return { ok: false, eventId: schedule!.event_id, reason: "not_found" };
    Object.assign(facts!, schedule);
  }
  const schedule = facts!;
  const eventId = schedule.event_id;
  const state = stateOfNewEntry(schedule);
  let seatFree = sql`true`;
  if (countsSeats(schedule)) {
    const seatsTaken = sql`(select count(*) from entries where schedule_id = ${input.scheduleId} and ${seatTakenCondition()})`;
    if (options.seatLock === false) {
      // the check-then-act race this option exists to show: a count, then (after a pause) an unconditional insert
      const counted = await tx.execute<{ holding: number }>(sql`select ${seatsTaken}::int as holding`);
      if (counted.rows[0]!.holding >= schedule.admission_limit_number!) return { ok: false, eventId, reason: "full" };
      if (options.holdBeforeInsertMs) await tx.execute(sql`select pg_sleep(${options.holdBeforeInsertMs / 1000})`);
    } else {
      // counted by the insert itself, one round trip less under the lock: its snapshot starts after the lock was
      // granted, so it sees every entry committed by the transactions that held the lock before
      seatFree = sql`${seatsTaken} < ${schedule.admission_limit_number}`;
    }
  }

  const stamp = sql.identifier(ENTRY_STATE_TIMESTAMP[state]);
  const inserted = await tx.execute<Record<string, unknown>>(sql`
    insert into entries (event_id, schedule_id, user_id, course_id, state, inflow, client_type, ${stamp}, created_at, updated_at)
    select ${eventId}::int, ${input.scheduleId}::int, ${input.userId}::uuid, ${input.courseId ?? null}::int, ${state}, ${input.inflow},
      ${input.clientType ?? "web"}, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
    where ${seatFree}
    on conflict (user_id, schedule_id) do update
      set state = excluded.state, course_id = excluded.course_id, inflow = excluded.inflow, client_type = excluded.client_type,
        ${stamp} = excluded.${stamp}, canceled_at = null, updated_at = excluded.updated_at
    returning *`);
  const row = inserted.rows[0];
  if (!row) return { ok: false, eventId, reason: "full" };
  const entry = entryRowOf(row);
  return { ok: true, eventId, entryId: entry.id, state, entry };
}

type EntryFacts = LockedSchedule & {
  student_found: boolean;
  graduate_year: number | null;
  mine: OwnEntry[];
  course_ok: boolean;
  /** seat-taking entries of the schedule, as of the read */
  holding: number;
};

/**
 * One statement, no lock: the schedule's fields, the student, the student's entries of its event (as enterSchedule
 * orders them), whether the course (if any) is one of the schedule's, and its seat-taking entries. Null without
 * such a schedule.
 */
async function readEntryFacts(executor: Executor, input: EnterScheduleInput): Promise<EntryFacts | null> {
  const now = input.now.toISOString();
  const courseId = input.courseId ?? null;
  const result = await executor.execute<Omit<EntryFacts, "mine"> & { mine: OwnEntry[] | string }>(sql`
    select s.event_id, (e.published and (e.published_at is null or e.published_at <= ${now})) as published,
      s.canceled, s.stopped_entry, (s.time_limit_at > ${now} and s.start_at > ${now}) as taking_entries,
      s.admission_limit_number, e.lottery, e.graduate_years,
      u.id is not null as student_found, u.graduate_year,
      (select coalesce(json_agg(json_build_object('schedule_id', m.schedule_id, 'state', m.state, 'active', m.state in ${activeEntryStatesSql()})
         order by (m.schedule_id = s.id) desc, m.id), '[]')
       from entries m where m.user_id = ${input.userId} and m.event_id = s.event_id) as mine,
      (${courseId}::int is null or exists (select 1 from courses c where c.id = ${courseId}::int and c.schedule_id = s.id)) as course_ok,
      (select count(*)::int from entries where schedule_id = s.id and ${seatTakenCondition()}) as holding
    from schedules s join events e on e.id = s.event_id left join users u on u.id = ${input.userId}
    where s.id = ${input.scheduleId}`);
  const row = result.rows[0];
  if (!row) return null;
  // json arrives parsed from pg, or as its text through some drivers
  const mine = typeof row.mine === "string" ? (JSON.parse(row.mine) as OwnEntry[]) : row.mine;
  return { ...row, mine, holding: Number(row.holding) };
}

/** The student's side of the checks, after scheduleRefusal: already_entered, then invalid_course. */
function entryRefusal(input: EnterScheduleInput, facts: EntryFacts): Refusal | null {
  return ownEntryRefusal(input, facts.event_id, facts.mine) ?? (facts.course_ok ? null : { ok: false, eventId: facts.event_id, reason: "invalid_course" });
}

/**
 * True when entering would be refused `full` on one read without any lock or transaction (readEntryFacts): every
 * check that enterSchedule makes before counting seats (not_found, closed, not_eligible, already_entered,
 * invalid_course: the same functions, in the same order) passes, and the seat-taking entries already fill the
 * limit. Anything else, including a schedule with a free seat, is false: only enterSchedule (locks, then a count)
 * may take a seat.
 *
 * Why a refusal from an unlocked read is sound: one statement reads one committed state (READ COMMITTED), so the
 * answer is the one enterSchedule would have given to this request at that instant, which lies between the request's
 * arrival and its answer. Seats only fill up through committed entries; a seat freed a moment later (a
 * cancellation) is indistinguishable from this request having arrived a moment earlier. It writes nothing, so
 * nothing the locks protect (the seat count, one active entry per student and event) can be raced.
 */
export async function fullBeforeLocking(executor: Executor, input: EnterScheduleInput): Promise<boolean> {
  const facts = await readEntryFacts(executor, input);
  if (!facts) return false;
  const student = facts.student_found ? { graduateYear: facts.graduate_year === null ? null : Number(facts.graduate_year) } : null;
  if (scheduleRefusal(input, student, facts) || entryRefusal(input, facts)) return false;
  return countsSeats(facts) && facts.holding >= facts.admission_limit_number!;
}
