import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { COURSE_ENTRY_MATCH_PATH, COURSE_ENTRY_SHELL_PATH } from "../core/entries/course-routes";
import { ENTERED_SCHEDULE_MATCH_PATH, ENTERED_SCHEDULE_SHELL_PATH } from "../core/entries/entered-schedule-routes";
import {
  ENTRY_COMPLETE_MATCH_PATH,
  ENTRY_COMPLETE_SHELL_PATH,
  ENTRY_CONFIRM_MATCH_PATH,
  ENTRY_CONFIRM_SHELL_PATH,
  ENTRY_COURSES_MATCH_PATH,
  ENTRY_COURSES_SHELL_PATH,
} from "../core/entries/entry-routes";

/**
 * The client-only entry pages (issue 15), prerendered once each as shells without data; functions/event-pages.mts
 * serves them for valid /events/{category}/{event_id}/schedules/{schedule_id}/confirm, …/courses and
 * …/entry_complete paths. The course detail shell is served for /event_entry_courses/{course_id} by netlify.toml, the
 * entrant's schedule shell for /entered_schedules/{event_id} likewise.
 */
export async function createEntryPages({ actions }: CreatePagesArgs): Promise<void> {
  actions.createPage({
    path: ENTRY_CONFIRM_SHELL_PATH,
    matchPath: ENTRY_CONFIRM_MATCH_PATH,
    component: path.resolve("src/templates/entry-confirm.tsx"),
    context: {},
  });
  actions.createPage({
    path: ENTRY_COURSES_SHELL_PATH,
    matchPath: ENTRY_COURSES_MATCH_PATH,
    component: path.resolve("src/templates/entry-courses.tsx"),
    context: {},
  });
  actions.createPage({
    path: COURSE_ENTRY_SHELL_PATH,
    matchPath: COURSE_ENTRY_MATCH_PATH,
    component: path.resolve("src/templates/course-entry.tsx"),
    context: {},
  });
  actions.createPage({
    path: ENTERED_SCHEDULE_SHELL_PATH,
    matchPath: ENTERED_SCHEDULE_MATCH_PATH,
    component: path.resolve("src/templates/entered-schedule.tsx"),
    context: {},
  });
  actions.createPage({
    path: ENTRY_COMPLETE_SHELL_PATH,
    matchPath: ENTRY_COMPLETE_MATCH_PATH,
    component: path.resolve("src/templates/entry-complete.tsx"),
    context: {},
  });
}
