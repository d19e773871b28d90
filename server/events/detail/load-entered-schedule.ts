import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { eventAnswers, eventQuestions } from "../../../db/schema";
import type { EnteredScheduleResponse } from "../../../core/api/event-detail";
import { activeEntryOf } from "../../../core/entries/viewer-event-facts";
import { ApiError } from "../../platform/http/api-error";
import type { EventRecord } from "../../event-records/load-event-row";
import { loadSchedules } from "./load-schedules";
import { loadStudentEventFacts, personaliseSchedules } from "./student-event-facts";

/**
 * Spec §3 "Entered schedule": the schedule of the student's entry still in play for the event, with each question's
 * link and the student's answer to it, the résumé window when the event collects one, and the entry's id and state.
 * 404 when the student has no such entry.
 */
export async function loadEnteredSchedule(
  db: Db,
  event: EventRecord,
  userId: string,
): Promise<EnteredScheduleResponse> {
  const facts = await loadStudentEventFacts(db, userId, event.id);
  const entry = activeEntryOf(facts.entries);
  if (!entry) throw new ApiError(404, "not_found", "You have no entry for this event");
  const schedules = personaliseSchedules(await loadSchedules(db, event.id), event.graduateYears, facts);
  const schedule = schedules.find((candidate) => candidate.id === entry.schedule_id);
  if (!schedule) throw new ApiError(404, "not_found", "You have no entry for this event");
  const questionIds = schedule.event_questions.map((question) => question.id);
  const [links, answers] =
    questionIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ id: eventQuestions.id, url: eventQuestions.url })
            .from(eventQuestions)
            .where(inArray(eventQuestions.id, questionIds)),
          db
            .select({
              questionId: eventAnswers.eventQuestionId,
              status: eventAnswers.status,
              submittedUrl: eventAnswers.submittedUrl,
            })
            .from(eventAnswers)
            .where(and(eq(eventAnswers.userId, userId), inArray(eventAnswers.eventQuestionId, questionIds))),
        ]);
  const urlOf = new Map(links.map((link) => [link.id, link.url]));
  const answerOf = new Map(answers.map((answer) => [answer.questionId, answer]));
  return {
    ...schedule,
    event_questions: schedule.event_questions.map((question) => ({
      ...question,
      url: question.show_link ? (urlOf.get(question.id) ?? null) : null,
      status: answerOf.get(question.id)?.status ?? null,
      submitted_url: answerOf.get(question.id)?.submittedUrl ?? null,
    })),
    resume: event.resumePublished
      ? {
          submission_limit_at: schedule.time_limit_at,
          reception_start_at: event.resumePublishAt?.toISOString() ?? null,
          url: null,
          submitted_url: entry.resume,
          status: entry.resume ? "submitted" : "not_submitted",
        }
      : null,
    entry_id: entry.id,
    entry_status: entry.state,
  };
}
