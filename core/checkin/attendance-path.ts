/**
 * The student's tickets and attendance (a file page). On its own so that the site header can link to it without
 * carrying the check-in routes' patterns in every page's first load.
 */
export const ATTENDANCE_PATH = "/event_attendance";
