// Plain code: the entrant's schedule page (issue 32), for the browser, the build and netlify.toml's rewrite.

/**
 * /entered_schedules/{event_id}: the student's entry of the event with its assignments and résumé (ES). Client-only,
 * prerendered once as a shell outside the paths it serves; netlify.toml rewrites every /entered_schedules/{segment}
 * to the shell's file and Gatsby's router renders it at this match path.
 */
export const ENTERED_SCHEDULE_SHELL_PATH = "/_shells/entered-schedule";
export const ENTERED_SCHEDULE_MATCH_PATH = "/entered_schedules/:event_id";

const ENTERED_SCHEDULE_PATTERN = /^\/entered_schedules\/([1-9][0-9]{0,9})$/;

/** /entered_schedules/{event_id} */
export function enteredSchedulePath(eventId: number): string {
  return `/entered_schedules/${eventId}`;
}

/** The event id the path names (digits only), else null (the page explains it found no entry). */
export function parseEnteredSchedulePath(pathname: string): number | null {
  const match = ENTERED_SCHEDULE_PATTERN.exec(pathname);
  return match ? Number(match[1]) : null;
}
