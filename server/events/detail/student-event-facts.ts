import { loadGraduateYear } from "../../users/graduate-year";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { entries } from "../../../db/schema";
import type { Entry } from "../../../core/api/entries";
import type { EventDetail, Schedule } from "../../../core/api/event-detail";
import {
  activeEntryOf,
  changeableSchedulesOf,
  matchesGraduationYear,
  showsTicket,
} from "../../../core/entries/viewer-event-facts";
import { hasResumeAnswer } from "../../../core/entries/resume-submission";
import { toEntry } from "../../entries/entry-record";

/** What the event detail needs to know of the signed-in student: their year and every entry they made for the event. */
export type StudentEventFacts = { userId: string; graduateYear: number | null; entries: Entry[] };

export async function loadStudentEventFacts(db: Db, userId: string, eventId: number): Promise<StudentEventFacts> {
  const [graduateYear, rows] = await Promise.all([
    loadGraduateYear(db, userId),
    db
      .select()
      .from(entries)
      .where(and(eq(entries.userId, userId), eq(entries.eventId, eventId))),
  ]);
  return { userId, graduateYear, entries: rows.map(toEntry) };
}

/** The schedules with the student's own fields: their entry on each and whether the event targets their year. */
export function personaliseSchedules(
  schedules: readonly Schedule[],
  eventGraduateYears: readonly number[],
  facts: StudentEventFacts,
): Schedule[] {
  const matches = matchesGraduationYear(eventGraduateYears, facts.graduateYear);
  const bySchedule = new Map(facts.entries.map((entry) => [entry.schedule_id, entry]));
  return schedules.map((schedule) => ({
    ...schedule,
    entry: bySchedule.get(schedule.id) ?? null,
    matches_graduation_year: matches,
  }));
}

/** Reading A with the signed-in student's fields filled (spec §3: entry, user, changeable_schedules, …). */
export function personaliseEventDetail(detail: EventDetail, facts: StudentEventFacts, now: Date): EventDetail {
  const schedules = personaliseSchedules(detail.schedules, detail.event_graduate_years, facts);
  const active = activeEntryOf(facts.entries);
  const nowMs = now.getTime();
  return {
    ...detail,
    schedules,
    entry: active,
    user: { id: facts.userId, graduate_year: facts.graduateYear },
    matches_graduation_year: matchesGraduationYear(detail.event_graduate_years, facts.graduateYear),
    changeable_schedules: changeableSchedulesOf(schedules, active, nowMs),
    show_ticket: showsTicket(schedules, active, nowMs),
    has_resume_answer: hasResumeAnswer(active),
  };
}
