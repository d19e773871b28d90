// The entry shells' paths on their own: the layout picks its variant by them on every page (see entry-routes.ts).

export const ENTRY_CONFIRM_SHELL_PATH = "/_shells/entry-confirm";
export const ENTRY_COMPLETE_SHELL_PATH = "/_shells/entry-complete";
/** The course choice of a schedule with courses (spec §2; only while `entry_courses_with_event` is on). */
export const ENTRY_COURSES_SHELL_PATH = "/_shells/entry-courses";
