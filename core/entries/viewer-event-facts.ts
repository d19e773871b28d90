import type { Entry } from "../api/entries";
import type { Schedule } from "../api/event-detail";
import { CHANGEABLE_STATES, holdsSeat } from "./entry-state";

/**
 * Whether the event targets the student's graduation year: null when nobody is signed in or the student has not
 * said their year; an event with no target years is open to every year.
 */
export function matchesGraduationYear(
  eventGraduateYears: readonly number[],
  studentGraduateYear: number | null | undefined,
): boolean | null {
  if (studentGraduateYear === null || studentGraduateYear === undefined) return null;
  return eventGraduateYears.length === 0 || eventGraduateYears.includes(studentGraduateYear);
}

/** The student's entry that is still in play for the event (not canceled), the most recently updated first. */
export function activeEntryOf(entries: readonly Entry[]): Entry | null {
  const active = entries.filter((entry) => entry.state !== "canceled");
  active.sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
  return active[0] ?? null;
}

/** A schedule a student can enter now: not canceled or stopped, before its deadline, with a free seat. */
export function takesEntries(
  schedule: Pick<Schedule, "canceled" | "stopped_entry" | "time_limit_at" | "has_reached_admission_limit">,
  nowMs: number,
): boolean {
  return (
    !schedule.canceled &&
    !schedule.stopped_entry &&
    Date.parse(schedule.time_limit_at) > nowMs &&
    !schedule.has_reached_admission_limit
  );
}

/**
 * The schedules the student's entry could move to (日程変更): only for an entry that holds a seat and whose schedule
 * has not started, to another schedule of the event that takes entries now.
 */
export function changeableSchedulesOf(schedules: readonly Schedule[], active: Entry | null, nowMs: number): Schedule[] {
  if (!active || !CHANGEABLE_STATES.includes(active.state)) return [];
  const current = schedules.find((schedule) => schedule.id === active.schedule_id);
  if (!current || Date.parse(current.start_at) <= nowMs) return [];
  return schedules.filter((schedule) => schedule.id !== active.schedule_id && takesEntries(schedule, nowMs));
}

/** The entry ticket (shown at the door) is offered while the student holds a seat and the schedule has not ended. */
export function showsTicket(schedules: readonly Schedule[], active: Entry | null, nowMs: number): boolean {
  if (!active || !holdsSeat(active.state)) return false;
  const schedule = schedules.find((candidate) => candidate.id === active.schedule_id);
  return schedule !== undefined && !schedule.canceled && Date.parse(schedule.end_at) > nowMs;
}
