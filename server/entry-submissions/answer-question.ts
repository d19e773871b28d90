import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { eventQuestions } from "../../db/schema";
import { submissionWindowState } from "../../core/entries/resume-submission";
import type { QuestionAnswerResponse } from "../../core/api/entry-submissions";
import { ApiError } from "../platform/http/api-error";
import { parsePathId } from "../platform/http/path-id";
import { assertEntryInPlay, loadSubmissionTarget, windowClosedError } from "./entry-submission-target";

/**
 * POST …/event_questions/{event_question_id}/answer: the student's answer (an https URL) to an assignment of their
 * entry's schedule, between the assignment's `start_at` and `end_at`. One answer per student and assignment: a new
 * one replaces it in a single upsert (the last valid answer wins). 404 for an assignment of another schedule.
 */
export async function answerQuestion(
  db: Db,
  userId: string,
  params: { entry_id: string; event_question_id: string },
  submittedUrl: string,
  now: Date = new Date(),
): Promise<QuestionAnswerResponse> {
  const target = await loadSubmissionTarget(db, userId, params.entry_id);
  const questionId = parsePathId(params.event_question_id, "Assignment");
  const [question] = await db
    .select({ startAt: eventQuestions.startAt, endAt: eventQuestions.endAt })
    .from(eventQuestions)
    .where(and(eq(eventQuestions.id, questionId), eq(eventQuestions.scheduleId, target.scheduleId)));
  if (!question) throw new ApiError(404, "not_found", "Assignment not found");
  assertEntryInPlay(target);
  const limits = { start_at: question.startAt.toISOString(), end_at: question.endAt.toISOString() };
  const state = submissionWindowState(limits, now.getTime());
  if (state !== "open") throw windowClosedError(state, limits);
  // the deadline is checked again by the statement itself, against the database's clock
  const result = await db.execute<{ submitted_url: string }>(sql`
    insert into event_answers (event_question_id, user_id, submitted_url, status, created_at, updated_at)
    select id, ${userId}::uuid, ${submittedUrl}, 'submitted', now(), now()
    from event_questions where id = ${questionId} and now() >= start_at and now() < end_at
    on conflict (event_question_id, user_id)
    do update set submitted_url = excluded.submitted_url, status = 'submitted', updated_at = now()
    returning submitted_url`);
  const saved = result.rows[0];
  if (!saved) throw windowClosedError("closed", limits);
  return { event_question_id: questionId, status: "submitted", submitted_url: saved.submitted_url };
}
