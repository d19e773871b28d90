import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { entries } from "../../db/schema";
import type { Entry, MyEntry } from "../../core/api/entries";
import type { EventCategory } from "../../core/event-category";
import {
  CANCELABLE_STATES,
  CHANGEABLE_STATES,
  ENTRY_STATE_LABELS,
  type EntryState,
} from "../../core/entries/entry-state";
import { notifyEntries } from "../notices/entry-notices";
import { ApiError } from "../platform/http/api-error";
import type { Executor, Tx } from "../platform/database/transaction";
import { lockStudent } from "./enter-schedule";
import { readOwnEntry, toEntry } from "./entry-record";
import { countSeatsTaken, lockSchedules } from "./schedule-lock";
import { seatTakenCondition } from "./seat-sql";
import { entryCode } from "./lottery/lottery-ranking";
import { offerFreedSeats, type SeatOffer } from "./waitlist";
import { stageMessageOf } from "../../core/entries/stage-messages";
import { readStageMessages } from "./entry-mail-notes";

export const DEFAULT_ENTRIES_PER_PAGE = 20;

/** An entry with its schedule, event and host company, as `summarySelect` reads it (and /event_attendance, with live_url). */
export type EntrySummaryRow = {
  id: number;
  state: EntryState;
  event_id: number;
  event_title: string;
  category: EventCategory;
  company_name: string | null;
  schedule_id: number;
  schedule_title: string;
  start_at: Date | string;
  end_at: Date | string;
  time_limit_at: Date | string;
  place: string | null;
  detailed_address: string | null;
  prefecture_code: number | null;
  prefecture_name: string | null;
  is_online: boolean;
  canceled: boolean;
  course_title?: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

const summarySelect = sql`
  select en.id, en.state, en.event_id, e.title as event_title, e.category, c.name as company_name,
    s.id as schedule_id, s.title as schedule_title, s.start_at, s.end_at, s.time_limit_at, s.place, s.detailed_address,
    s.prefecture_code, p.name as prefecture_name, s.is_online, s.canceled, co.title as course_title
  from entries en
  left join courses co on co.id = en.course_id
  join schedules s on s.id = en.schedule_id
  join events e on e.id = en.event_id
  left join companies c on c.id = e.host_company_id
  left join prefectures p on p.code = s.prefecture_code`;

/** Schedules of these events a moved entry could go to: taking entries, not started, with a free seat. */
async function openSchedulesByEvent(
  executor: Executor,
  eventIds: readonly number[],
  now: Date,
): Promise<Map<number, number[]>> {
  const byEvent = new Map<number, number[]>();
  if (eventIds.length === 0) return byEvent;
  const at = now.toISOString();
  const result = await executor.execute<{ id: number; event_id: number }>(sql`
    select s.id, s.event_id from schedules s
    where s.event_id in (${sql.join(
      eventIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and not s.canceled and not s.stopped_entry and s.time_limit_at > ${at} and s.start_at > ${at}
      and (s.admission_limit_number is null
        or s.admission_limit_number > (select count(*) from entries n where n.schedule_id = s.id and ${seatTakenCondition("n")}))
    order by s.start_at, s.id`);
  for (const row of result.rows) byEvent.set(row.event_id, [...(byEvent.get(row.event_id) ?? []), row.id]);
  return byEvent;
}

async function lotteryEventIds(executor: Executor, eventIds: readonly number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const result = await executor.execute<{ id: number }>(sql`
    select id from events where lottery and id in (${sql.join(
      eventIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Set(result.rows.map((row) => row.id));
}

export type ScheduleSummaryRow = Pick<
  EntrySummaryRow,
  | "schedule_id"
  | "schedule_title"
  | "start_at"
  | "end_at"
  | "time_limit_at"
  | "place"
  | "detailed_address"
  | "prefecture_code"
  | "prefecture_name"
  | "is_online"
  | "canceled"
>;

export function toScheduleSummary(row: ScheduleSummaryRow): MyEntry["schedule"] {
  return {
    id: row.schedule_id,
    title: row.schedule_title,
    start_at: iso(row.start_at),
    end_at: iso(row.end_at),
    time_limit_at: iso(row.time_limit_at),
    place: row.place,
    detailed_address: row.detailed_address,
    prefecture:
      row.prefecture_code !== null && row.prefecture_name !== null
        ? { code: Number(row.prefecture_code), name: row.prefecture_name }
        : null,
    is_online: row.is_online,
    canceled: row.canceled,
  };
}

/** A schedule as the student's entry list shows it; null for an unknown id. */
export async function readScheduleSummary(executor: Executor, scheduleId: number): Promise<MyEntry["schedule"] | null> {
  const result = await executor.execute<ScheduleSummaryRow>(sql`
    select s.id as schedule_id, s.title as schedule_title, s.start_at, s.end_at, s.time_limit_at, s.place, s.detailed_address,
      s.prefecture_code, p.name as prefecture_name, s.is_online, s.canceled
    from schedules s left join prefectures p on p.code = s.prefecture_code where s.id = ${scheduleId}`);
  const row = result.rows[0];
  return row ? toScheduleSummary(row) : null;
}

async function toMyEntries(executor: Executor, rows: readonly EntrySummaryRow[], now: Date): Promise<MyEntry[]> {
  if (rows.length === 0) return [];
  const entryRows = await executor
    .select()
    .from(entries)
    .where(
      inArray(
        entries.id,
        rows.map((row) => row.id),
      ),
    );
  const entryById = new Map(entryRows.map((row) => [row.id, toEntry(row)]));
  const rowById = new Map(entryRows.map((row) => [row.id, row]));
  const lotteryEvents = await lotteryEventIds(executor, [...new Set(rows.map((row) => row.event_id))]);
  const open = await openSchedulesByEvent(executor, [...new Set(rows.map((row) => row.event_id))], now);
  const messages = await readStageMessages(executor, [...new Set(rows.map((row) => row.schedule_id))]);
  return rows.map((row) => {
    const notStarted = new Date(row.start_at).getTime() > now.getTime();
    return {
      entry: entryById.get(row.id)!,
      event: { id: row.event_id, title: row.event_title, category: row.category, company_name: row.company_name },
      schedule: toScheduleSummary(row),
      course:
        row.course_title === null || row.course_title === undefined
          ? null
          : { id: rowById.get(row.id)!.courseId!, title: row.course_title },
      cancelable: notStarted && CANCELABLE_STATES.includes(row.state),
      seat_held_until: row.state === "remained" ? (rowById.get(row.id)?.seatHeldUntil?.toISOString() ?? null) : null,
      lottery_code:
        lotteryEvents.has(row.event_id) || rowById.get(row.id)!.lotteryEntryCourseAt !== null
          ? entryCode(row.id, rowById.get(row.id)!.userId)
          : null,
      changeable_schedule_ids:
        notStarted && !row.canceled && CHANGEABLE_STATES.includes(row.state)
          ? (open.get(row.event_id) ?? []).filter((id) => id !== row.schedule_id)
          : [],
      stage_message: stageMessageOf(messages.get(row.schedule_id) ?? {}, row.state),
    };
  });
}

/**
 * GET /api/v1/entries. `upcoming`: schedules that have not ended (end_at ≥ now), soonest start first; `past`: ended,
 * latest start first. Every state is listed, canceled entries included (state `canceled`), so a student sees what
 * they canceled; `entries_count` of the current user counts them the same way.
 */
export async function listMyEntries(
  db: Db,
  userId: string,
  query: { scope?: "upcoming" | "past"; page?: number; per?: number },
  now: Date = new Date(),
): Promise<{ entries: MyEntry[]; total_counts: number }> {
  const scope = query.scope ?? "upcoming";
  const per = query.per ?? DEFAULT_ENTRIES_PER_PAGE;
  const page = query.page ?? 1;
  const at = now.toISOString();
  const inScope = scope === "upcoming" ? sql`s.end_at >= ${at}` : sql`s.end_at < ${at}`;
  const order = scope === "upcoming" ? sql`s.start_at asc, en.id asc` : sql`s.start_at desc, en.id desc`;
  const [rows, count] = await Promise.all([
    db.execute<EntrySummaryRow>(
      sql`${summarySelect} where en.user_id = ${userId} and ${inScope} order by ${order} limit ${per} offset ${(page - 1) * per}`,
    ),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from entries en join schedules s on s.id = en.schedule_id where en.user_id = ${userId} and ${inScope}`),
  ]);
  return { entries: await toMyEntries(db, rows.rows, now), total_counts: count.rows[0]!.n };
}

/** The student's entries matching `where` (aliases `en` entry, `s` schedule, `e` event), in `order`, as MyEntry. */
export async function readMyEntries(
  executor: Executor,
  userId: string,
  where: SQL,
  order: SQL,
  now: Date = new Date(),
): Promise<MyEntry[]> {
  const result = await executor.execute<EntrySummaryRow>(
    sql`${summarySelect} where en.user_id = ${userId} and ${where} order by ${order}`,
  );
  return toMyEntries(executor, result.rows, now);
}

/** GET /api/v1/entries/{entry_id}: null for an unknown id or another student's entry. */
export async function loadMyEntry(
  executor: Executor,
  userId: string,
  entryId: number,
  now: Date = new Date(),
): Promise<MyEntry | null> {
  const result = await executor.execute<EntrySummaryRow>(
    sql`${summarySelect} where en.id = ${entryId} and en.user_id = ${userId}`,
  );
  const [entry] = await toMyEntries(executor, result.rows, now);
  return entry ?? null;
}

const notFound = () => new ApiError(404, "not_found", "No entry of yours with this id");

async function lockOwnEntry(tx: Tx, userId: string, entryId: number) {
  const [row] = await tx
    .select()
    .from(entries)
    .where(and(eq(entries.id, entryId), eq(entries.userId, userId)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

export type EntryChange = { entry: Entry; previousScheduleId: number };

/**
 * DELETE /api/v1/entries/{entry_id}: cancels (state `canceled`, `canceled_at` set); a seat it held is free from the
 * commit on, held for the first waitlisted students (pushed to `offers`, mailed by the caller after the commit). 409 `entry_closed` once the schedule has started, or when the state machine allows no cancellation
 * from the entry's state (attended, absenced, defeated, or already canceled).
 */
export async function cancelMyEntry(
  db: Db,
  userId: string,
  entryId: number,
  now: Date = new Date(),
  offers: SeatOffer[] = [],
): Promise<Entry> {
  return db.transaction(async (tx) => {
    await lockStudent(tx, userId);
    return cancelEntryInTransaction(tx, userId, entryId, now, offers);
  });
}

/**
 * cancelMyEntry's work inside the caller's transaction, which must already hold the student's row lock (lockStudent):
 * the account deletion cancels every future entry with it (server/privacy/account-deletion.ts).
 */
export async function cancelEntryInTransaction(
  tx: Tx,
  userId: string,
  entryId: number,
  now: Date,
  offers: SeatOffer[],
): Promise<Entry> {
  const row = await lockOwnEntry(tx, userId, entryId);
  if (!CANCELABLE_STATES.includes(row.state)) {
    throw new ApiError(
      409,
      "entry_closed",
      `An entry in state ${row.state} (${ENTRY_STATE_LABELS[row.state]}) cannot be canceled`,
      { state: row.state },
    );
  }
  const schedule = (await lockSchedules(tx, [row.scheduleId], now)).get(row.scheduleId)!;
  if (schedule.started) {
    throw new ApiError(409, "entry_closed", "The schedule has already started: the entry can no longer be canceled");
  }
  const [updated] = await tx
    .update(entries)
    .set({ state: "canceled", canceledAt: now, seatHeldUntil: null, updatedAt: now })
    .where(eq(entries.id, entryId))
    .returning();
  await notifyEntries(tx, "canceled", [entryId], now);
  offers.push(...(await offerFreedSeats(tx, row.scheduleId, now)));
  return toEntry(updated!);
}

/**
 * PATCH /api/v1/entries/{entry_id} `{ schedule_id }`: moves an entry that holds a seat (CHANGEABLE_STATES) to another
 * schedule of the same event, in one transaction with both schedule rows locked in ascending id order: the seat
 * is taken on the new schedule and given up on the old one together, so the student never holds two seats or none.
 * The chosen course belongs to the old schedule and is cleared.
 */
export async function moveMyEntry(
  db: Db,
  userId: string,
  entryId: number,
  targetScheduleId: number,
  now: Date = new Date(),
  offers: SeatOffer[] = [],
): Promise<EntryChange> {
  return db.transaction(async (tx) => {
    await lockStudent(tx, userId);
    const row = await lockOwnEntry(tx, userId, entryId);
    if (!CHANGEABLE_STATES.includes(row.state)) {
      throw new ApiError(
        409,
        "entry_closed",
        `An entry in state ${row.state} (${ENTRY_STATE_LABELS[row.state]}) cannot be moved to another schedule`,
        {
          state: row.state,
        },
      );
    }
    if (row.scheduleId === targetScheduleId) return { entry: toEntry(row), previousScheduleId: row.scheduleId };
    const locked = await lockSchedules(tx, [row.scheduleId, targetScheduleId], now);
    const current = locked.get(row.scheduleId)!;
    const target = locked.get(targetScheduleId);
    if (!target || target.eventId !== row.eventId) {
      throw new ApiError(400, "invalid_parameter", "schedule_id: not a schedule of this entry's event", {
        issues: [{ parameter: "schedule_id", message: "not a schedule of this entry's event" }],
      });
    }
    if (current.started) {
      throw new ApiError(
        409,
        "entry_closed",
        "The entry's schedule has already started: the entry can no longer be moved",
      );
    }
    if (!target.takingEntries) {
      throw new ApiError(
        409,
        "entry_closed",
        "The chosen schedule takes no more entries: the deadline has passed, entry was stopped, or it was canceled",
      );
    }
    if (target.admissionLimitNumber !== null) {
      if ((await countSeatsTaken(tx, targetScheduleId)) >= target.admissionLimitNumber)
        throw new ApiError(409, "schedule_full", "Every seat of the chosen schedule is taken");
    }
    // A canceled entry of the student for the target schedule would collide with (user, schedule) uniqueness: it
    // holds nothing, and the moved entry replaces it. Anything else there is an entry of its own.
    const [other] = await tx
      .select({ id: entries.id, state: entries.state })
      .from(entries)
      .where(and(eq(entries.userId, userId), eq(entries.scheduleId, targetScheduleId)))
      .for("update");
    if (other && other.state !== "canceled") {
      throw new ApiError(409, "already_entered", "You already have an entry for the chosen schedule", {
        schedule_id: targetScheduleId,
      });
    }
    if (other) await tx.delete(entries).where(eq(entries.id, other.id));
    const [updated] = await tx
      .update(entries)
      .set({ scheduleId: targetScheduleId, courseId: null, updatedAt: now })
      .where(eq(entries.id, entryId))
      .returning();
    offers.push(...(await offerFreedSeats(tx, row.scheduleId, now)));
    return { entry: toEntry(updated!), previousScheduleId: row.scheduleId };
  });
}

export { readOwnEntry };
