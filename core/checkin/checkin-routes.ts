// Plain code: the check-in and attendance pages (spec §2 /event_attendance, /event_in/attend/events/{event_id},
// /event_checkinable_companies, /event_checkinable_companies/{event_checkinable_company_id}).

export { ATTENDANCE_PATH } from "./attendance-path";

/**
 * The venue check-in page is client-only: prerendered once as a shell outside the paths it serves; netlify.toml
 * rewrites /event_in/attend/events/{event_id} to the shell's file and Gatsby's router renders it at this match path.
 */
export const VENUE_CHECKIN_SHELL_PATH = "/_shells/event-in-attend";
export const VENUE_CHECKIN_MATCH_PATH = "/event_in/attend/events/:event_id";

/** A fair's booths (a file page; the fair is named by `?event_id=`: the spec's path has no event id). */
export const CHECKIN_COMPANIES_PATH = "/event_checkinable_companies";

/** One booth, client-only like the venue check-in page. */
export const CHECKIN_COMPANY_SHELL_PATH = "/_shells/event-checkinable-company";
export const CHECKIN_COMPANY_MATCH_PATH = "/event_checkinable_companies/:event_checkinable_company_id";

const ID = "([1-9][0-9]{0,9})";
const VENUE_CHECKIN_PATTERN = new RegExp(`^/event_in/attend/events/${ID}$`);
const CHECKIN_COMPANY_PATTERN = new RegExp(`^/event_checkinable_companies/${ID}$`);
const ID_PATTERN = new RegExp(`^${ID}$`);

const withCode = (path: string, code: string | null | undefined) =>
  code ? `${path}?code=${encodeURIComponent(code)}` : path;

/** /event_in/attend/events/{event_id}[?code=…] (the door's QR code opens it with its code). */
export function venueCheckinPath(eventId: number, code?: string | null): string {
  return withCode(`/event_in/attend/events/${eventId}`, code);
}

/** /event_checkinable_companies?event_id={event_id} */
export function checkinCompaniesPath(eventId: number): string {
  return `${CHECKIN_COMPANIES_PATH}?event_id=${eventId}`;
}

/** /event_checkinable_companies/{id}[?code=…] (the booth's QR code opens it with its code). */
export function checkinCompanyPath(id: number, code?: string | null): string {
  return withCode(`${CHECKIN_COMPANIES_PATH}/${id}`, code);
}

/** The event id a venue check-in path names (digits only), else null. */
export function parseVenueCheckinPath(pathname: string): number | null {
  const match = VENUE_CHECKIN_PATTERN.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** The booth id a check-in company path names (digits only), else null. */
export function parseCheckinCompanyPath(pathname: string): number | null {
  const match = CHECKIN_COMPANY_PATTERN.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** `?event_id=` of the booths list: digits only, else null (the page explains how to get there). */
export function parseEventIdQuery(search: string): number | null {
  const value = new URLSearchParams(search).get("event_id");
  const match = value === null ? null : ID_PATTERN.exec(value);
  return match ? Number(match[1]) : null;
}

/** `?code=` as it arrived (the server checks it), or null when absent or empty. */
export function parseCodeQuery(search: string): string | null {
  const value = new URLSearchParams(search).get("code");
  return value ? value : null;
}

/** Writing an attendee's event review (体験記); the event is named by `?event_id=` (a file page). */
export const ATTENDEE_REVIEW_PATH = "/event_reviews/new";

/** /event_reviews/new?event_id={event_id} */
export function attendeeReviewPath(eventId: number): string {
  return `${ATTENDEE_REVIEW_PATH}?event_id=${eventId}`;
}
