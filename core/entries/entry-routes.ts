import { fromRouteCategory, type EventCategory, type RouteCategory } from "../event-category";
import { eventPath } from "../routes";

// Plain code: this module ships in the browser, the /events/* page function and the build.

/**
 * Event categories a student can enter (spec §2: the confirm and entry_complete routes take any event category). A
 * joint fair (gosetsu) has no detail page of its own, its feature event page presents it and holds the entry actions,
 * but its confirm and complete pages are under /events/gosetsu/{event_id}/ like the others'.
 */
export const ENTRY_ROUTE_CATEGORIES = [
  "selection",
  "internship",
  "seminar",
  "gosetsu",
] as const satisfies readonly RouteCategory[];
export type EntryRouteCategory = (typeof ENTRY_ROUTE_CATEGORIES)[number];

/**
 * Where the two client-only entry pages are prerendered, outside /events/: the /events/* page function reads them
 * (with a cookie, netlify.toml) for valid paths only; opened directly they answer 404.
 */
export { ENTRY_COMPLETE_SHELL_PATH, ENTRY_CONFIRM_SHELL_PATH, ENTRY_COURSES_SHELL_PATH } from "./entry-shell-paths";

/** Client-side routes of the shells, so Gatsby's router renders them for every path they were served at. */
export const ENTRY_CONFIRM_MATCH_PATH = "/events/:category/:event_id/schedules/:schedule_id/confirm";
export const ENTRY_COMPLETE_MATCH_PATH = "/events/:category/:event_id/entry_complete";
export const ENTRY_COURSES_MATCH_PATH = "/events/:category/:event_id/schedules/:schedule_id/courses";

/** The cookies the page function sends when it reads a shell (see netlify.toml). */
export const ENTRY_CONFIRM_SHELL_COOKIE = "mirai_entry_confirm_shell";
export const ENTRY_COMPLETE_SHELL_COOKIE = "mirai_entry_complete_shell";
export const ENTRY_COURSES_SHELL_COOKIE = "mirai_entry_courses_shell";

export type EntryPageRoute =
  | { kind: "confirm"; routeCategory: EntryRouteCategory; category: EventCategory; eventId: number; scheduleId: number }
  | { kind: "courses"; routeCategory: EntryRouteCategory; category: EventCategory; eventId: number; scheduleId: number }
  | { kind: "complete"; routeCategory: EntryRouteCategory; category: EventCategory; eventId: number };

const ID = "([1-9][0-9]{0,9})";
const SCHEDULE_STEP_PATTERN = new RegExp(
  `^/events/(selection|internship|seminar|gosetsu)/${ID}/schedules/${ID}/(confirm|courses)$`,
);
const COMPLETE_PATTERN = new RegExp(`^/events/(selection|internship|seminar|gosetsu)/${ID}/entry_complete$`);

/** The entry page a path names (confirm, courses or complete): category selection, internship, seminar or gosetsu, ids digits; anything else null (404). */
export function parseEntryPagePath(pathname: string): EntryPageRoute | null {
  const step = SCHEDULE_STEP_PATTERN.exec(pathname);
  if (step) {
    const routeCategory = step[1] as EntryRouteCategory;
    return {
      kind: step[4] === "courses" ? "courses" : "confirm",
      routeCategory,
      category: fromRouteCategory(routeCategory),
      eventId: Number(step[2]),
      scheduleId: Number(step[3]),
    };
  }
  const complete = COMPLETE_PATTERN.exec(pathname);
  if (complete) {
    const routeCategory = complete[1] as EntryRouteCategory;
    return {
      kind: "complete",
      routeCategory,
      category: fromRouteCategory(routeCategory),
      eventId: Number(complete[2]),
    };
  }
  return null;
}

/** /events/{category}/{event_id}/schedules/{schedule_id}/confirm */
export function entryConfirmPath(category: EventCategory, eventId: number, scheduleId: number): string {
  return `${eventPath(category, eventId)}/schedules/${scheduleId}/confirm`;
}

/**
 * …/confirm?course_id={course_id}: the confirm page of a schedule with courses, for the course the student chose
 * (`courseId` null: the plain confirm path).
 */
export function entryConfirmPathForCourse(
  category: EventCategory,
  eventId: number,
  scheduleId: number,
  courseId: number | null,
): string {
  const path = entryConfirmPath(category, eventId, scheduleId);
  return courseId === null ? path : `${path}?course_id=${courseId}`;
}

/** /events/{category}/{event_id}/schedules/{schedule_id}/courses */
export function entryCoursesPath(category: EventCategory, eventId: number, scheduleId: number): string {
  return `${eventPath(category, eventId)}/schedules/${scheduleId}/courses`;
}

/** The `course_id` of a confirm page's query (`?course_id=12`): digits only, else null. */
export function courseIdFromSearch(search: string): number | null {
  const value = new URLSearchParams(search).get("course_id");
  return value !== null && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

/** /events/{category}/{event_id}/entry_complete */
export function entryCompletePath(category: EventCategory, eventId: number): string {
  return `${eventPath(category, eventId)}/entry_complete`;
}
