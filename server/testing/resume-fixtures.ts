import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { entries, eventQuestions, events } from "../../db/schema";
import type { ResumeFormat } from "../../core/entries/resume-submission";
import { createEventWithSchedules, createStudents } from "./entry-fixtures";

const DAY = 24 * 3600 * 1000;

/** A small but real PDF: the header, one empty page and the trailer. */
export function samplePdf(note = "sample"): Uint8Array {
  return new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n% ${note}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

export type ResumeEventOptions = {
  format?: ResumeFormat;
  /** days from now the résumé reception starts (null: open from publication); default null */
  receptionInDays?: number | null;
  /** days from now of the résumé deadline (null: the schedule's start); default 5 */
  deadlineInDays?: number | null;
  resumePublished?: boolean;
};

/**
 * A published event collecting a résumé, one schedule in 10 days, one assignment open now (and one closed), and a
 * student with an entry of it: the fixture of the submission tests.
 */
export async function createResumeEntry(db: Db, options: ResumeEventOptions = {}) {
  const now = Date.now();
  const { eventId, scheduleIds } = await createEventWithSchedules(db, {
    title: "本選考テスト",
    schedules: [{ startInDays: 10, deadlineInDays: 7 }],
  });
  const scheduleId = scheduleIds[0]!;
  const reception = options.receptionInDays === undefined ? null : options.receptionInDays;
  const deadline = options.deadlineInDays === undefined ? 5 : options.deadlineInDays;
  await db
    .update(events)
    .set({
      category: "entry",
      resumePublished: options.resumePublished ?? true,
      resumeFormat: options.format ?? "pdf",
      resumePublishAt: reception === null ? null : new Date(now + reception * DAY),
      resumeSubmissionLimitAt: deadline === null ? null : new Date(now + deadline * DAY),
    })
    .where(eq(events.id, eventId));
  const [open, closed] = await db
    .insert(eventQuestions)
    .values([
      {
        scheduleId,
        title: "事前課題: 自己PR動画",
        url: "https://forms.example.com/pr",
        startAt: new Date(now - DAY),
        endAt: new Date(now + 3 * DAY),
      },
      {
        scheduleId,
        title: "締切済みの課題",
        url: "https://forms.example.com/old",
        startAt: new Date(now - 3 * DAY),
        endAt: new Date(now - DAY),
        showLink: false,
      },
    ])
    .returning({ id: eventQuestions.id });
  const [userId] = await createStudents(db, 1);
  const [entry] = await db
    .insert(entries)
    .values({ eventId, scheduleId, userId: userId!, state: "entried", entriedAt: new Date() })
    .returning({ id: entries.id });
  return {
    eventId,
    scheduleId,
    userId: userId!,
    entryId: entry!.id,
    openQuestionId: open!.id,
    closedQuestionId: closed!.id,
  };
}
