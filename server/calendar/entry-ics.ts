/**
 * RFC 5545 calendars of entries, as a pure module: no database, no clock (the caller passes `now` for DTSTAMP).
 * Times are written in UTC (`…Z`), so no VTIMEZONE is needed; calendar apps show them in the reader's zone.
 */

export type CalendarEntry = {
  entryId: number;
  title: string;
  scheduleTitle: string;
  startAt: Date;
  endAt: Date;
  /** null when the place is undecided */
  place: string | null;
  isOnline: boolean;
  /** absolute URL of the event page */
  eventUrl: string;
  /** STATUS of the VEVENT: `calendarStatusOf` the entry's state */
  status: CalendarStatus;
  /** when the entry last changed (`entries.updated_at`): its SEQUENCE (`calendarSequence`) */
  revisedAt: Date;
};

/** RFC 5545 §3.8.1.11 statuses of a VEVENT. */
export type CalendarStatus = "CONFIRMED" | "TENTATIVE" | "CANCELLED";

/**
 * What a calendar should make of an entry in this state: canceled by the student or lost in the draw → CANCELLED (a
 * calendar app that holds the event removes it); applied to a lottery or waitlisted → TENTATIVE; anything else holds
 * (or held) a seat → CONFIRMED.
 */
export function calendarStatusOf(state: string): CalendarStatus {
  if (state === "canceled" || state === "defeated") return "CANCELLED";
  if (state === "pre_entried" || state === "remained") return "TENTATIVE";
  return "CONFIRMED";
}

/** SEQUENCE counts from here; 2 × whole seconds since then fits RFC 5545's 32-bit INTEGER until 2054. */
const SEQUENCE_EPOCH_MS = Date.UTC(2020, 0, 1);

/**
 * RFC 5545 §3.8.7.4 SEQUENCE without a stored counter: the entry's last change time, as 2 × whole seconds since 2020,
 * plus 1 when CANCELLED. Every change of an entry moves `updated_at` forward, so a newer answer always carries a
 * higher SEQUENCE and calendar apps take it over their copy; the +1 keeps a cancellation higher than the entry it
 * cancels even within the same second.
 */
export function calendarSequence(revisedAt: Date, status: CalendarStatus): number {
  const seconds = Math.max(0, Math.floor((revisedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000));
  return seconds * 2 + (status === "CANCELLED" ? 1 : 0);
}

/** The product's own domain in UIDs: stable per entry, so a re-import updates the event instead of duplicating it. */
export const ICS_UID_DOMAIN = "mirai-career.jp";
export const ONLINE_PLACE = "オンライン";

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, and newlines as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** `20261201T010000Z` */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start with one space, which counts toward
 * their 75. Never splits a UTF-8 character (Japanese text is 3 octets a character).
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function vevent(entry: CalendarEntry, now: Date): string[] {
  const summary = entry.scheduleTitle ? `${entry.title}（${entry.scheduleTitle}）` : entry.title;
  const location = entry.isOnline ? ONLINE_PLACE : entry.place;
  return [
    "BEGIN:VEVENT",
    `UID:entry-${entry.entryId}@${ICS_UID_DOMAIN}`,
    `DTSTAMP:${formatUtc(now)}`,
    `SEQUENCE:${calendarSequence(entry.revisedAt, entry.status)}`,
    `STATUS:${entry.status}`,
    `DTSTART:${formatUtc(entry.startAt)}`,
    `DTEND:${formatUtc(entry.endAt)}`,
    `SUMMARY:${escapeText(summary)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    `DESCRIPTION:${escapeText(`イベント詳細: ${entry.eventUrl}`)}`,
    `URL:${entry.eventUrl}`,
    "END:VEVENT",
  ];
}

/** A VCALENDAR with one VEVENT per entry, CRLF line endings, folded lines. */
export function buildCalendar(
  entries: readonly CalendarEntry[],
  now: Date,
  name = "ミライキャリア エントリー",
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Mirai Career//Entries//JA",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    ...entries.flatMap((entry) => vevent(entry, now)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8";
