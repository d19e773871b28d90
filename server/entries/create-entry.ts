import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { ApiErrorBody, ApiErrorCode } from "../../core/api/api-error";
import type { EntryResponse } from "../../core/api/entries";
import type { EntryState } from "../../core/entries/entry-state";
import type { Executor } from "../platform/database/transaction";
import {
  enterSchedule,
  fullBeforeLocking,
  type EnterScheduleOptions,
  type EnterScheduleOutcome,
} from "./enter-schedule";
import { toEntry } from "./entry-record";

/** A repeated Idempotency-Key is answered from entry_requests for this long. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3600 * 1000;

export const ENTRY_INFLOW_WEB = "web";

export type EntryAnswer = { status: number; body: EntryResponse | ApiErrorBody };

export type CreateEntryInput = {
  userId: string;
  eventId: number;
  scheduleId: number;
  courseId?: number;
  idempotencyKey?: string;
  now?: Date;
};

export type CreateEntryResult = {
  answer: EntryAnswer;
  /** true when the answer is the stored one of an earlier request with the same Idempotency-Key */
  replayed: boolean;
  /** the entry this request created or reopened (null for refusals and replays) */
  created: { entryId: number; state: EntryState } | null;
};

function refusal(status: number, code: ApiErrorCode, message: string, details?: unknown): EntryAnswer {
  return { status, body: { error: { status, code, message, ...(details === undefined ? {} : { details }) } } };
}

function refusalAnswer(outcome: Extract<EnterScheduleOutcome, { ok: false }>): EntryAnswer {
  switch (outcome.reason) {
    case "not_found":
      return refusal(404, "not_found", "No published schedule with this id under this event");
    case "closed":
      return refusal(
        409,
        "entry_closed",
        "This schedule takes no more entries: the deadline has passed, entry was stopped, or the schedule was canceled",
      );
    case "full":
      return refusal(409, "schedule_full", "Every seat of this schedule is taken");
    case "already_entered":
      return refusal(
        409,
        "already_entered",
        "You already have an entry for this event: a student holds at most one active entry per event; to change the date, move that entry with PATCH /api/v1/entries/{entry_id}",
        { schedule_id: outcome.enteredScheduleId },
      );
    case "not_eligible":
      return outcome.missingGraduateYear
        ? refusal(
            409,
            "not_eligible",
            "This event is for particular graduation years: set your graduation year first (PATCH /api/v1/users/graduate_year)",
            {
              missing_graduate_year: true,
            },
          )
        : refusal(409, "not_eligible", "This event is not for students of your graduation year");
    case "course_required":
      return refusal(400, "invalid_parameter", "course_id: this schedule is entered through one of its courses", {
        issues: [{ parameter: "course_id", message: "required: this schedule is entered through one of its courses" }],
      });
    case "course_closed":
      return refusal(409, "entry_closed", "The chosen course takes no more entries: its deadline has passed", {
        course_id: outcome.courseId,
      });
    case "course_full":
      return refusal(409, "schedule_full", "Every seat of the chosen course is taken", { course_id: outcome.courseId });
    case "invalid_course":
      return refusal(400, "invalid_parameter", "course_id: not a course of this schedule", {
        issues: [{ parameter: "course_id", message: "not a course of this schedule" }],
      });
  }
}

type StoredRequest = { status: number; body: unknown };

/**
 * The answer's body is kept as its exact JSON text (a jsonb string): jsonb would reorder the object's keys, and a
 * replay must answer byte for byte what the first request answered.
 */
function readStoredBody(stored: unknown): EntryAnswer["body"] {
  let value = stored;
  // the driver may hand jsonb over parsed (the string) or as its JSON text (the quoted string)
  if (typeof value === "string" && value.startsWith('"')) value = JSON.parse(value) as unknown;
  return JSON.parse(value as string) as EntryAnswer["body"];
}

type Claim = { status: number; body: string };

/** The key's claim (pending answer: status 0, body null) or, for an answer known up front, the answer itself. */
const PENDING: Claim = { status: 0, body: "null" };

/**
 * Claims the Idempotency-Key: true when this request owns it (new, or older than the window); false when an earlier
 * request with the key has stored its answer (read it with readStoredAnswer). Blocks on a concurrent claim that has
 * not committed yet: the primary key (user_id, idempotency_key) is the mutex.
 */
async function claimKey(executor: Executor, userId: string, key: string, now: Date, claim: Claim): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
  const claimed = await executor.execute(sql`
    insert into entry_requests (user_id, idempotency_key, status, body, created_at)
    values (${userId}, ${key}, ${claim.status}, ${claim.body}::jsonb, ${now.toISOString()})
    on conflict (user_id, idempotency_key) do update set status = excluded.status, body = excluded.body, created_at = excluded.created_at
      where entry_requests.created_at <= ${staleBefore}
    returning 1`);
  return claimed.rows.length > 0;
}

async function readStoredAnswer(executor: Executor, userId: string, key: string): Promise<CreateEntryResult> {
  const stored = await executor.execute<StoredRequest>(sql`
    select status, body from entry_requests where user_id = ${userId} and idempotency_key = ${key}`);
  const row = stored.rows[0]!;
  return { answer: { status: Number(row.status), body: readStoredBody(row.body) }, replayed: true, created: null };
}

/** The exact JSON text of the body, as a jsonb string (see readStoredBody). */
const storedBodyJson = (answer: EntryAnswer): string => JSON.stringify(JSON.stringify(answer.body));

export type CreateEntryOptions = EnterScheduleOptions & {
  /** false: skip the early `schedule_full` refusal (fullBeforeLocking), for the benchmark's comparison and tests */
  earlyRefusal?: boolean;
};

/**
 * POST /api/v1/events/{event_id}/schedules/{schedule_id}/entries.
 *
 * A schedule whose seats are all taken is refused first from one unlocked read (fullBeforeLocking: every other check
 * passes, the limit is reached), without a transaction or any lock, so the many late requests for a popular schedule
 * do not queue on its row lock behind the ones that take its seats. Every other request runs in one transaction
 * (enterSchedule: student row lock, schedule row lock, count, insert), the only path that takes a seat.
 *
 * With an Idempotency-Key, the first statement of the transaction claims the key: an insert into entry_requests
 * (primary key user_id + key). A concurrent request with the same key blocks on that uncommitted row until the first
 * transaction ends; once it has committed, the insert finds the row and the request answers the stored status and
 * body, creating nothing; had it rolled back, the waiting request claims the key itself. A row older than 24 h is
 * claimed again. Every answer of the service (201, 404, 409, 400 for a foreign course) is stored with the key. An
 * early `schedule_full` claims the key with that answer in the same single insert (same mutex, same stored bytes), so
 * a key already answered (say 201 before the schedule filled up) is still replayed, never refused.
 */
export async function createEntry(
  db: Db,
  input: CreateEntryInput,
  options: CreateEntryOptions = {},
): Promise<CreateEntryResult> {
  const now = input.now ?? new Date();
  const key = input.idempotencyKey;
  const enterInput = {
    userId: input.userId,
    scheduleId: input.scheduleId,
    eventId: input.eventId,
    courseId: input.courseId ?? null,
    inflow: ENTRY_INFLOW_WEB,
    now,
  };
  const early = options.earlyRefusal === false ? null : await fullBeforeLocking(db, enterInput);
  if (early) {
    const answer = refusalAnswer(early);
    if (
      key !== undefined &&
      !(await claimKey(db, input.userId, key, now, { status: answer.status, body: storedBodyJson(answer) }))
    ) {
      return readStoredAnswer(db, input.userId, key);
    }
    return { answer, replayed: false, created: null };
  }
  return db.transaction(async (tx) => {
    if (key !== undefined && !(await claimKey(tx, input.userId, key, now, PENDING)))
      return readStoredAnswer(tx, input.userId, key);
    const outcome = await enterSchedule(tx, enterInput, options);
    let answer: EntryAnswer;
    if (outcome.ok) {
      answer = { status: 201, body: { entry: toEntry(outcome.entry) } };
    } else {
      answer = refusalAnswer(outcome);
    }
    if (key !== undefined) {
      await tx.execute(sql`
        update entry_requests set status = ${answer.status}, body = ${storedBodyJson(answer)}::jsonb
        where user_id = ${input.userId} and idempotency_key = ${key}`);
    }
    return { answer, replayed: false, created: outcome.ok ? { entryId: outcome.entryId, state: outcome.state } : null };
  });
}
