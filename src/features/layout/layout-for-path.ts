import { ENTRY_CONFIRM_SHELL_PATH, ENTRY_COURSES_SHELL_PATH } from "@core/entries/entry-shell-paths";

export type LayoutName = "default" | "registration" | "without-footer";

export const REGISTRATION_PATH_PREFIX = "/user_registrations";

/** /events/{category}/{event_id}/schedules/{schedule_id}/confirm and …/courses (spec §2: layout without footer). */
const SCHEDULE_STEP_PATTERN = /^\/events\/[^/]+\/[^/]+\/schedules\/[^/]+\/(confirm|courses)$/;

/**
 * Spec §2 Layouts: every path beginning /user_registrations uses the registration layout; a schedule's confirm and
 * courses pages use the layout without footer. In the browser a client-only page is known by its shell's path
 * (see renderedPagePath), so the confirm and courses shells' paths count too.
 */
export function layoutForPath(pathname: string): LayoutName {
  if (pathname === REGISTRATION_PATH_PREFIX || pathname.startsWith(`${REGISTRATION_PATH_PREFIX}/`))
    return "registration";
  if (
    pathname === ENTRY_CONFIRM_SHELL_PATH ||
    pathname === ENTRY_COURSES_SHELL_PATH ||
    SCHEDULE_STEP_PATTERN.test(pathname)
  )
    return "without-footer";
  return "default";
}
