import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { eventAnswers, eventQuestions } from "../../../db/schema";
import type { EnteredScheduleResponse } from "../../../core/api/event-detail";
import { activeEntryOf } from "../../../core/entries/viewer-event-facts";
import { resumeOf, resumeWindowOf } from "../../../core/entries/resume-submission";
import { ApiError } from "../../platform/http/api-error";
import { loadStoredResume } from "../../entry-submissions/stored-resume";
import type { EventRecord } from "../../event-records/load-event-row";
import { loadSchedules } from "./load-schedules";
import { loadStudentEventFacts, personaliseSchedules } from "./student-event-facts";

type QuestionFacts = {
  links: Array<{ id: number; url: string | null }>;
  answers: Array<{ questionId: number; submittedUrl: string | null }>;
};

/** The assignments' own links and the student's answers to them. */
async function loadQuestionFacts(db: Db, questionIds: number[], userId: string): Promise<QuestionFacts> {
  if (questionIds.length === 0) return { links: [], answers: [] };
  const [links, answers] = await Promise.all([
    db
      .select({ id: eventQuestions.id, url: eventQuestions.url })
      .from(eventQuestions)
      .where(inArray(eventQuestions.id, questionIds)),
    db
      .select({ questionId: eventAnswers.eventQuestionId, submittedUrl: eventAnswers.submittedUrl })
      .from(eventAnswers)
      .where(and(eq(eventAnswers.userId, userId), inArray(eventAnswers.eventQuestionId, questionIds))),
  ]);
  return { links, answers };
}

/**
 * Spec §3 "Entered schedule": the schedule of the student's entry still in play for the event, with each question's
 * link and the student's answer to it, the résumé (window and the stored submission, core/entries/resume-submission.ts)
 * when the event collects one, and the entry's id and state. 404 when the student has no such entry.
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
  const [stored, questions] = await Promise.all([
    loadStoredResume(db, entry.id),
    loadQuestionFacts(
      db,
      schedule.event_questions.map((question) => question.id),
      userId,
    ),
  ]);
  const urlOf = new Map(questions.links.map((link) => [link.id, link.url]));
  const answerOf = new Map(questions.answers.map((answer) => [answer.questionId, answer]));
  return {
    ...schedule,
    event_questions: schedule.event_questions.map((question) => {
      const answer = answerOf.get(question.id);
      return {
        ...question,
        url: question.show_link ? (urlOf.get(question.id) ?? null) : null,
        status: answer ? "submitted" : "not_submitted",
        submitted_url: answer?.submittedUrl ?? null,
      };
    }),
    resume: event.resumePublished
      ? resumeOf(stored, resumeWindowOf(event, schedule.start_at), event.resumeFormat)
      : null,
    entry_id: entry.id,
    entry_status: entry.state,
  };
}
