/** `YYYYMMDDTHHMMSSZ` (UTC), the date form of Google Calendar's template link. */
export function googleCalendarDate(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

export type CalendarEvent = { title: string; startAt: string; endAt: string; details: string; location: string };

/** https://calendar.google.com/calendar/render?action=TEMPLATE&text=…&dates=…/…&details=…&location=… */
export function googleCalendarUrl({ title, startAt, endAt, details, location }: CalendarEvent): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: title,
    dates: `${googleCalendarDate(startAt)}/${googleCalendarDate(endAt)}`,
    details,
    location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
