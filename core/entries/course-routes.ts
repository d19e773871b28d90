// Plain code: the student's entry courses pages (spec §2 /event_entry_courses, /event_entry_courses/{course_id}).

/** The student's entries with a course (a file page, rendered in the browser). */
export const MY_COURSE_ENTRIES_PATH = "/event_entry_courses";

/**
 * The course detail is client-only: prerendered once as a shell outside the paths it serves; netlify.toml rewrites
 * /event_entry_courses/{course_id} to the shell's file and Gatsby's router renders it at this match path.
 */
export const COURSE_ENTRY_SHELL_PATH = "/_shells/event-entry-course";
export const COURSE_ENTRY_MATCH_PATH = "/event_entry_courses/:course_id";

const COURSE_ENTRY_PATTERN = /^\/event_entry_courses\/([1-9][0-9]{0,9})$/;

/** /event_entry_courses/{course_id} */
export function courseEntryPath(courseId: number): string {
  return `${MY_COURSE_ENTRIES_PATH}/${courseId}`;
}

/** The course id a course detail path names (digits only), else null (the page explains it was not found). */
export function parseCourseEntryPath(pathname: string): number | null {
  const match = COURSE_ENTRY_PATTERN.exec(pathname);
  return match ? Number(match[1]) : null;
}
