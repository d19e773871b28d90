import type { CurrentUser } from "@core/api/current-user";
import type { EntryCourse } from "@core/api/courses";
import type { MyEntry } from "@core/api/entries";
import type { EventDetail, Schedule } from "@core/api/event-detail";
import type { EventCategory } from "@core/event-category";
import type { EntryProblem } from "./entry-error-message";
import { activeEntryFor, outsideTargetYears } from "./schedule-action";

/** A course as the radio group shows it: selectable, or disabled with the reason. */
export type CourseOption = {
  course: EntryCourse;
  selectable: boolean;
  /** why it cannot be chosen (shown beside it), null when it can */
  unavailable: null | { label: "受付終了" | "満席"; reason: string };
};

/** The course still takes entries: the API says so and its deadline has not passed on the page's clock. */
export function courseTakesEntries(course: EntryCourse, now: Date): boolean {
  return course.taking_entries && Date.parse(course.time_limit_at) > now.getTime();
}

/** 受付終了 before 満席 (a closed course stays closed; a full one may free a seat). */
export function courseOption(course: EntryCourse, now: Date): CourseOption {
  if (!courseTakesEntries(course, now))
    return { course, selectable: false, unavailable: { label: "受付終了", reason: "締切を過ぎたため選べません" } };
  if (course.has_reached_admission_limit)
    return { course, selectable: false, unavailable: { label: "満席", reason: "定員に達したため選べません" } };
  return { course, selectable: true, unavailable: null };
}

/** What the courses page can show. */
export type CoursesCheck =
  | { kind: "ready"; event: EventDetail; schedule: Schedule; options: CourseOption[] }
  | { kind: "external"; event: EventDetail; url: string }
  | { kind: "problem"; problem: EntryProblem };

/**
 * Whether the student can choose a course of the schedule: an unknown schedule or an event of another category →
 * not_found; the company's own site → external; no courses → no_courses; the student's live entry →
 * already_entered; canceled or stopped, or no course still taking entries → entry_closed; every open course full →
 * schedule_full; graduation year not targeted → not_eligible. The schedule's own deadline is not checked: each
 * course has its own (`time_limit_at`).
 */
export function checkCourses(
  event: EventDetail,
  routeCategory: EventCategory,
  scheduleId: number,
  user: CurrentUser,
  entries: readonly MyEntry[],
  courses: readonly EntryCourse[],
  now: Date,
): CoursesCheck {
  const schedule = event.schedules.find((candidate) => candidate.id === scheduleId);
  if (!schedule || event.category !== routeCategory) return { kind: "problem", problem: "not_found" };
  if (event.application_url) return { kind: "external", event, url: event.application_url };
  if (courses.length === 0) return { kind: "problem", problem: "no_courses" };
  if (activeEntryFor(entries, event.id, schedule.id)) return { kind: "problem", problem: "already_entered" };
  const options = [...courses]
    .sort((a, b) => a.display_order - b.display_order || a.id - b.id)
    .map((course) => courseOption(course, now));
  if (
    schedule.canceled ||
    schedule.stopped_entry ||
    options.every((option) => option.unavailable?.label === "受付終了")
  ) {
    return { kind: "problem", problem: "entry_closed" };
  }
  if (!options.some((option) => option.selectable)) return { kind: "problem", problem: "schedule_full" };
  if (outsideTargetYears(event.event_graduate_years, user.graduate_year_number))
    return { kind: "problem", problem: "not_eligible" };
  return { kind: "ready", event, schedule, options };
}
