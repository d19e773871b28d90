import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { ApiErrorBody, ApiErrorCode } from "../../src/domain/api/api-error";
import type { EntryResponse } from "../../src/domain/api/entries";
import type { EntryState } from "../../src/domain/entries/entry-state";
import { enterSchedule, type EnterScheduleOptions, type EnterScheduleOutcome } from "./enter-schedule";
import { readOwnEntry } from "./entry-record";

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
      return refusal(409, "entry_closed", "This schedule takes no more entries: the deadline has passed, entry was stopped, or the schedule was canceled");
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
        ? refusal(409, "not_eligible", "This event is for particular graduation years: set your graduation year first (PATCH /api/v1/users/graduate_year)", {
            missing_graduate_year: true,
          })
        : refusal(409, "not_eligible", "This event is not for students of your graduation year");
    case "course_required":
      return refusal(400, "invalid_parameter", "course_id: this schedule is entered through one of its courses", {
        issues: [{ parameter: "course_id", message: "required: this schedule is entered through one of its courses" }],
      });
    case "course_closed":
      return refusal(409, "entry_closed", "The chosen course takes no more entries: its deadline has passed", { course_id: outcome.courseId });
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

/**
 * POST /api/v1/events/{event_id}/schedules/{schedule_id}/entries, in one transaction.
 *
 * With an Idempotency-Key, the first statement claims the key: an insert into entry_requests (primary key
 * user_id + key). A concurrent request with the same key blocks on that uncommitted row until the first transaction
 * ends; once it has committed, the insert finds the row and the request answers the stored status and body,
 * creating nothing; had it rolled back, the waiting request claims the key itself. A row older than 24 h is
 * claimed again. Every answer of the service (201, 404, 409, 400 for a foreign course) is stored with the key.
 */
export async function createEntry(db: Db, input: CreateEntryInput, options: EnterScheduleOptions = {}): Promise<CreateEntryResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const key = input.idempotencyKey;
    if (key !== undefined) {
      const staleBefore = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
      const claimed = await tx.execute(sql`
        insert into entry_requests (user_id, idempotency_key, status, body, created_at)
        values (${input.userId}, ${key}, 0, 'null'::jsonb, ${now.toISOString()})
        on conflict (user_id, idempotency_key) do update set status = 0, body = 'null'::jsonb, created_at = excluded.created_at
          where entry_requests.created_at <= ${staleBefore}
        returning 1`);
      if (claimed.rows.length === 0) {
        const stored = await tx.execute<StoredRequest>(sql`
          select status, body from entry_requests where user_id = ${input.userId} and idempotency_key = ${key}`);
        const row = stored.rows[0]!;
        const body = readStoredBody(row.body);
        return { answer: { status: Number(row.status), body }, replayed: true, created: null };
      }
    }
    const outcome = await enterSchedule(
      tx,
      { userId: input.userId, scheduleId: input.scheduleId, eventId: input.eventId, courseId: input.courseId ?? null, inflow: ENTRY_INFLOW_WEB, now },
      options,
    );
    let answer: EntryAnswer;
    if (outcome.ok) {
      const entry = await readOwnEntry(tx, input.userId, outcome.entryId);
      answer = { status: 201, body: { entry: entry! } };
    } else {
      answer = refusalAnswer(outcome);
    }
    if (key !== undefined) {
      await tx.execute(sql`
        update entry_requests set status = ${answer.status}, body = ${JSON.stringify(JSON.stringify(answer.body))}::jsonb
        where user_id = ${input.userId} and idempotency_key = ${key}`);
    }
    return { answer, replayed: false, created: outcome.ok ? { entryId: outcome.entryId, state: outcome.state } : null };
  });
}
