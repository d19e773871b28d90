/**
 * Pages that never show a popup: the registration questionnaire (/user_registrations…), signing in and out and the
 * terms to agree to (a campaign must not stand between a student and their account), and the check-in pages (the
 * venue check-in, a fair's booths, tickets and attendance, with the shells they are rendered from), where a student
 * is in the middle of a task at an event, and the entrant's schedule page, where they submit their résumé. Nor the
 * legal and guidance pages under /infos (terms, privacy policy, accessibility statement): a student reading what they
 * agree to must not have a campaign laid over it. Nor the door screen: venue staff show its QR code to every arriving
 * student, and a campaign laid over it would hide the code.
 */
const NO_POPUP_PREFIXES = [
  "/user_registrations",
  "/login",
  "/logout",
  "/unagreed_terms",
  "/infos",
  "/event_in",
  "/event_checkinable_companies",
  "/event_attendance",
  "/_shells/event-in-attend",
  "/_shells/event-checkinable-company",
  // submitting the résumé and assignments (issue 32)
  "/entered_schedules",
  "/_shells/entered-schedule",
  // the venue staff's door screen (issue 32)
  "/door",
] as const;

export function popupAllowedOnPath(pathname: string): boolean {
  return !NO_POPUP_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
