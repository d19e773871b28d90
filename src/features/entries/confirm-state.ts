import type { CurrentUser } from "@core/api/current-user";
import type { EntryCourse } from "@core/api/courses";
import type { MyEntry } from "@core/api/entries";
import type { EventDetail, Schedule } from "@core/api/event-detail";
import type { EventCategory } from "@core/event-category";
import { courseTakesEntries } from "./course-choice";
import type { EntryProblem } from "./entry-error-message";
import { activeEntryFor, entryDeadlinePassed, outsideTargetYears } from "./schedule-action";

/** What the confirm page can show before the student presses the button. */
export type ConfirmCheck =
  | { kind: "ready"; event: EventDetail; schedule: Schedule; course: EntryCourse | null }
  | { kind: "external"; event: EventDetail; url: string }
  | { kind: "problem"; problem: EntryProblem };

/**
 * Whether the schedule can be entered, from the event (GET /api/v1/events/{id}), the student and their upcoming
 * entries: an unknown schedule or an event of another category → not_found (as the API's 404 would); then the
 * same order as the event page: canceled or closed → entry_closed, the student's live entry → already_entered,
 * full → schedule_full, graduation year not targeted → not_eligible. With a `course` (schedules with courses), the
 * course's deadline and seats decide instead of the schedule's: course_closed, course_full.
 */
export function checkConfirm(
  event: EventDetail,
  routeCategory: EventCategory,
  scheduleId: number,
  user: CurrentUser,
  entries: readonly MyEntry[],
  now: Date,
  course: EntryCourse | null = null,
): ConfirmCheck {
  const schedule = event.schedules.find((candidate) => candidate.id === scheduleId);
  if (!schedule || event.category !== routeCategory) return { kind: "problem", problem: "not_found" };
  if (event.application_url) return { kind: "external", event, url: event.application_url };
  if (activeEntryFor(entries, event.id, schedule.id)) return { kind: "problem", problem: "already_entered" };
  if (schedule.canceled || schedule.stopped_entry) return { kind: "problem", problem: "entry_closed" };
  if (course) {
    if (!courseTakesEntries(course, now)) return { kind: "problem", problem: "course_closed" };
    if (course.has_reached_admission_limit) return { kind: "problem", problem: "course_full" };
  } else {
    if (entryDeadlinePassed(schedule, now)) return { kind: "problem", problem: "entry_closed" };
    if (schedule.has_reached_admission_limit) return { kind: "problem", problem: "schedule_full" };
  }
  if (outsideTargetYears(event.event_graduate_years, user.graduate_year_number))
    return { kind: "problem", problem: "not_eligible" };
  return { kind: "ready", event, schedule, course };
}

/**
 * Whether the confirm page needs a course first: only while `entry_courses_with_event` is on and the schedule has
 * courses (`has_course`). `choose`: no course_id in the address, send the student to the courses page; `load`: read
 * the schedule's courses and find it (not found: choose again); `none`: the plain confirm page.
 */
export function courseStep(
  event: EventDetail,
  scheduleId: number,
  coursesEnabled: boolean,
  courseId: number | null,
): "none" | "choose" | "load" {
  const schedule = event.schedules.find((candidate) => candidate.id === scheduleId);
  if (!coursesEnabled || !schedule?.has_course) return "none";
  return courseId === null ? "choose" : "load";
}
