import { sql } from "drizzle-orm";
import type { Tx } from "../platform/database/transaction";
import { seatTakenCondition } from "./seat-sql";

/** What every seat-taking path needs to know about a schedule, read under its row lock. */
export type LockedSchedule = {
  id: number;
  eventId: number;
  /** the event is published and its publication time has come */
  published: boolean;
  canceled: boolean;
  stoppedEntry: boolean;
  startAt: Date;
  started: boolean;
  /** not canceled, not stopped, before its deadline and before it starts */
  takingEntries: boolean;
  admissionLimitNumber: number | null;
  lottery: boolean;
  /** the event's target graduation years ([] = every year) */
  graduateYears: number[];
};

export type ScheduleRow = {
  id: number;
  event_id: number;
  published: boolean;
  canceled: boolean;
  stopped_entry: boolean;
  start_at: Date | string;
  started: boolean;
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

/** The columns LockedSchedule is read from (schedule `s`, event `e`), as of `now`; toLockedSchedule maps a row. */
export function scheduleColumnsSql(now: Date) {
  const at = now.toISOString();
  return sql`s.id, s.event_id, (e.published and (e.published_at is null or e.published_at <= ${at})) as published,
      s.canceled, s.stopped_entry, s.start_at, s.start_at <= ${at} as started,
      (not s.canceled and not s.stopped_entry and s.time_limit_at > ${at} and s.start_at > ${at}) as taking_entries,
      s.admission_limit_number, e.lottery, e.graduate_years`;
}

export function toLockedSchedule(row: ScheduleRow): LockedSchedule {
  return {
    id: Number(row.id),
    eventId: Number(row.event_id),
    published: row.published,
    canceled: row.canceled,
    stoppedEntry: row.stopped_entry,
    startAt: new Date(row.start_at),
    started: row.started,
    takingEntries: row.taking_entries,
    admissionLimitNumber: row.admission_limit_number === null ? null : Number(row.admission_limit_number),
    lottery: row.lottery,
    graduateYears: integerArray(row.graduate_years),
  };
}

/**
 * Locks schedule rows (`for update`) in ascending id order, so two paths locking the same pair cannot deadlock, and
 * reads them. Every path that takes a seat holds this lock while it counts seats (docs/decisions/entries-seat-lock.md).
 * `lock: false` exists for the concurrency test and the benchmark only (EnterScheduleOptions.seatLock).
 */
export async function lockSchedules(
  tx: Tx,
  scheduleIds: readonly number[],
  now: Date,
  options: { lock?: boolean } = {},
): Promise<Map<number, LockedSchedule>> {
  const ids = [...new Set(scheduleIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const lock = options.lock === false ? sql`` : sql`for update of s`;
  const result = await tx.execute<ScheduleRow>(sql`
    select ${scheduleColumnsSql(now)}
    from schedules s join events e on e.id = s.event_id
    where s.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by s.id
    ${lock}`);
  return new Map(result.rows.map((row) => [Number(row.id), toLockedSchedule(row)]));
}

export async function lockSchedule(
  tx: Tx,
  scheduleId: number,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<LockedSchedule | undefined> {
  return (await lockSchedules(tx, [scheduleId], now, options)).get(scheduleId);
}

/** SQL: the seats of a schedule taken (db/sql/seat-taken.ts), as an int expression. */
export const scheduleSeatsTakenSql = (scheduleId: number) =>
  sql`(select count(*)::int from entries where schedule_id = ${scheduleId} and ${seatTakenCondition()})`;

/** The seats of a schedule taken now; exact only under the schedule's row lock. */
export async function countSeatsTaken(tx: Tx, scheduleId: number): Promise<number> {
  const counted = await tx.execute<{ n: number }>(sql`select ${scheduleSeatsTakenSql(scheduleId)} as n`);
  return Number(counted.rows[0]!.n);
}
