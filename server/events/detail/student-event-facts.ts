import { loadGraduateYear } from "../../users/graduate-year";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { entries, schedules as schedulesTable } from "../../../db/schema";
import type { Entry } from "../../../core/api/entries";
import type { EventDetail, Schedule } from "../../../core/api/event-detail";
import { apiPath, apiPaths } from "../../../core/api-paths";
import { holdsSeat } from "../../../core/entries/entry-state";
import type { StageMessages } from "../../../core/entries/stage-messages";
import { safeLiveUrl } from "../../../core/checkin/live-url";
import {
  activeEntryOf,
  changeableSchedulesOf,
  matchesGraduationYear,
  showsTicket,
} from "../../../core/entries/viewer-event-facts";
import { hasResumeAnswer } from "../../../core/entries/resume-submission";
import { toEntry } from "../../entries/entry-record";

/** What only a schedule's entrant is told: its stage messages and whether it has a live link. */
export type EntrantScheduleNotes = { messages: StageMessages; hasLiveUrl: boolean };

/**
 * What the event detail needs to know of the signed-in student: their year, every entry they made for the event and,
 * for the schedules of those entries, what only entrants are told.
 */
export type StudentEventFacts = {
  userId: string;
  graduateYear: number | null;
  entries: Entry[];
  entrantNotes: ReadonlyMap<number, EntrantScheduleNotes>;
};

export async function loadStudentEventFacts(db: Db, userId: string, eventId: number): Promise<StudentEventFacts> {
  const [graduateYear, rows, notes] = await Promise.all([
    loadGraduateYear(db, userId),
    db
      .select()
      .from(entries)
      .where(and(eq(entries.userId, userId), eq(entries.eventId, eventId))),
    loadEntrantNotes(db, userId, eventId),
  ]);
  return { userId, graduateYear, entries: rows.map(toEntry), entrantNotes: notes };
}

/** The stage messages and live-link presence of the schedules the student entered (any state) of the event. */
async function loadEntrantNotes(db: Db, userId: string, eventId: number): Promise<Map<number, EntrantScheduleNotes>> {
  const s = schedulesTable;
  const rows = await db
    .select({
      id: s.id,
      liveUrl: s.liveUrl,
      attend_response_additional_information: s.attendResponseAdditionalInformation,
      reminded_additional_information: s.remindedAdditionalInformation,
      invited_additional_information: s.invitedAdditionalInformation,
      pre_entry_additional_information: s.preEntryAdditionalInformation,
      entry_additional_information: s.entryAdditionalInformation,
      pass_additional_information: s.passAdditionalInformation,
      elected_additional_information: s.electedAdditionalInformation,
      defeated_additional_information: s.defeatedAdditionalInformation,
      user_canceled_additional_information: s.userCanceledAdditionalInformation,
      thank_you_additional_information: s.thankYouAdditionalInformation,
    })
    .from(s)
    .innerJoin(entries, eq(entries.scheduleId, s.id))
    .where(and(eq(entries.userId, userId), eq(entries.eventId, eventId)));
  return new Map(
    rows.map(({ id, liveUrl, ...messages }) => [id, { messages, hasLiveUrl: safeLiveUrl(liveUrl) !== null }]),
  );
}

/**
 * A schedule's `live_url` as its entrant gets it: never the streaming URL itself, but the site's join redirect
 * (`/api/v1/events/{event_id}/event_in/live`, which decides the window and records attendance), for an entry that
 * holds a seat on a schedule with a live link; null for everyone else.
 */
function entrantLiveUrl(schedule: Schedule, entry: Entry, notes: EntrantScheduleNotes | undefined): string | null {
  if (!notes?.hasLiveUrl || !holdsSeat(entry.state)) return null;
  return apiPath(apiPaths.liveRedirect, { event_id: schedule.event_id });
}

/** The schedules with the student's own fields: their entry on each and whether the event targets their year. */
export function personaliseSchedules(
  schedules: readonly Schedule[],
  eventGraduateYears: readonly number[],
  facts: StudentEventFacts,
): Schedule[] {
  const matches = matchesGraduationYear(eventGraduateYears, facts.graduateYear);
  const bySchedule = new Map(facts.entries.map((entry) => [entry.schedule_id, entry]));
  return schedules.map((schedule) => {
    const entry = bySchedule.get(schedule.id) ?? null;
    const notes = facts.entrantNotes.get(schedule.id);
    return {
      ...schedule,
      ...(entry && notes ? notes.messages : {}),
      live_url: entry ? entrantLiveUrl(schedule, entry, notes) : null,
      entry,
      matches_graduation_year: matches,
    };
  });
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
