import { createHmac, timingSafeEqual } from "node:crypto";
import { formatInTimeZone } from "date-fns-tz";

/*
 * The signed codes of check-in (docs/decisions/check-in-codes.md). Pure: the secret and the clock are arguments.
 * Each code is HMAC-SHA256 over a purpose-tagged message, so a code of one purpose, schedule, booth or entry never
 * verifies as another; none carries personal data.
 */

/** Venue codes rotate every five minutes; the current and the previous window are accepted. */
export const VENUE_WINDOW_MS = 5 * 60 * 1000;

const MAC_LENGTH = 16; // base64url characters: 96 bits

function mac(secret: string, message: string, length = MAC_LENGTH): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("base64url").slice(0, length);
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

export const venueWindowOf = (at: Date): number => Math.floor(at.getTime() / VENUE_WINDOW_MS);

/** The door's code of a schedule for the window containing `at`. */
export function venueCode(secret: string, scheduleId: number, at: Date): string {
  return mac(secret, `venue:${scheduleId}:${venueWindowOf(at)}`);
}

/** Until when a code made at `at` is accepted: the end of the next window. */
export function venueCodeValidUntil(at: Date): Date {
  return new Date((venueWindowOf(at) + 2) * VENUE_WINDOW_MS);
}

/**
 * `valid`: the code of this schedule for the current or the previous window; `expired`: of this schedule from one of
 * the 12 windows (an hour) before those; `invalid`: anything else (another schedule's, forged, mistyped).
 */
export function checkVenueCode(
  secret: string,
  scheduleId: number,
  code: string,
  at: Date,
): "valid" | "expired" | "invalid" {
  const now = venueWindowOf(at);
  for (const window of [now, now - 1]) if (same(code, mac(secret, `venue:${scheduleId}:${window}`))) return "valid";
  for (let window = now - 2; window >= now - 13; window -= 1)
    if (same(code, mac(secret, `venue:${scheduleId}:${window}`))) return "expired";
  return "invalid";
}

/** The JST calendar day of `at`, yyyy-MM-dd. */
export const tokyoDay = (at: Date): string => formatInTimeZone(at, "Asia/Tokyo", "yyyy-MM-dd");

/** A booth's code for one JST day (printed or shown at the booth on the fair's day). */
export function boothCode(secret: string, boothId: number, day: string): string {
  return mac(secret, `booth:${boothId}:${day}`);
}

export function checkBoothCode(secret: string, boothId: number, code: string, at: Date): boolean {
  return same(code, boothCode(secret, boothId, tokyoDay(at)));
}

/** A ticket: `{entry id}.{expiry, epoch seconds}.{mac}`; shown as a QR code on /event_attendance until the schedule ends. */
export function ticketCode(secret: string, entryId: number, validUntil: Date): string {
  const expiry = Math.floor(validUntil.getTime() / 1000);
  return `${entryId}.${expiry}.${mac(secret, `ticket:${entryId}:${expiry}`)}`;
}

/** The entry a ticket names, or null when it is forged, malformed or past its expiry. */
export function readTicketCode(secret: string, code: string, at: Date): number | null {
  const match = /^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{16})$/.exec(code);
  if (!match) return null;
  const [, entryId, expiry, signature] = match;
  if (!same(signature!, mac(secret, `ticket:${entryId}:${expiry}`))) return null;
  if (Number(expiry) * 1000 <= at.getTime()) return null;
  return Number(entryId);
}
