import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { entries, events, schedules } from "../../db/schema";
import type { EntryState } from "../../core/entries/entry-state";
import {
  entryTakesSubmissions,
  resumeWindowOf,
  type ResumeFormat,
  type ResumeWindow,
} from "../../core/entries/resume-submission";
import { ApiError } from "../platform/http/api-error";
import { parsePathId } from "../platform/http/path-id";

/** What a submission needs to know of the student's entry, its schedule and its event. */
export type SubmissionTarget = {
  entryId: number;
  userId: string;
  scheduleId: number;
  state: EntryState;
  /** null: the event collects no résumé */
  resumeFormat: ResumeFormat | null;
  resumeWindow: ResumeWindow;
};

export function entryNotFound(): ApiError {
  return new ApiError(404, "not_found", "Entry not found");
}

/**
 * The student's own entry of a published event, by the path's id; 404 for an unknown id, another student's entry or
 * an event no longer published (another student's entry is indistinguishable from an unknown one).
 */
export async function loadSubmissionTarget(db: Db, userId: string, entryIdSegment: string): Promise<SubmissionTarget> {
  const entryId = parsePathId(entryIdSegment, "Entry");
  const now = new Date();
  const [row] = await db
    .select({
      state: entries.state,
      scheduleId: entries.scheduleId,
      scheduleStartAt: schedules.startAt,
      resumePublished: events.resumePublished,
      resumeFormat: events.resumeFormat,
      resumePublishAt: events.resumePublishAt,
      resumeSubmissionLimitAt: events.resumeSubmissionLimitAt,
    })
    .from(entries)
    .innerJoin(schedules, eq(schedules.id, entries.scheduleId))
    .innerJoin(events, eq(events.id, entries.eventId))
    .where(
      and(
        eq(entries.id, entryId),
        eq(entries.userId, userId),
        eq(events.published, true),
        or(isNull(events.publishedAt), lte(events.publishedAt, now)),
      ),
    )
    .limit(1);
  if (!row) throw entryNotFound();
  return {
    entryId,
    userId,
    scheduleId: row.scheduleId,
    state: row.state,
    resumeFormat: row.resumePublished ? row.resumeFormat : null,
    resumeWindow: resumeWindowOf(row, row.scheduleStartAt.toISOString()),
  };
}

/** 409 `submission_closed` for an entry that is out of play. */
export function assertEntryInPlay(target: Pick<SubmissionTarget, "state">): void {
  if (!entryTakesSubmissions(target.state))
    throw new ApiError(409, "submission_closed", "This entry no longer takes submissions", {
      reason: "entry_closed",
    });
}

/** 409 `submission_closed` before reception starts (`not_started`) or from the deadline on (`closed`). */
export function windowClosedError(state: "before" | "closed", limits: { start_at: string | null; end_at: string }) {
  return state === "before"
    ? new ApiError(409, "submission_closed", "Reception has not started yet", {
        reason: "not_started",
        reception_start_at: limits.start_at,
      })
    : new ApiError(409, "submission_closed", "The deadline has passed", {
        reason: "closed",
        submission_limit_at: limits.end_at,
      });
}
