import { createHmac, timingSafeEqual } from "node:crypto";

/** Preview links stay valid this long by default. */
export const PREVIEW_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

const TOKEN_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function sign(eventId: number, expiresAtSeconds: number, secret: string): Buffer {
  return createHmac("sha256", secret).update(`preview-event:${eventId}:${expiresAtSeconds}`).digest();
}

/** `{expiry in unix seconds}.{base64url HMAC-SHA256 of (event id, expiry)}`: carries no event data of its own. */
export function createPreviewToken(eventId: number, secret: string, expiresAt: Date): string {
  const expiresAtSeconds = Math.floor(expiresAt.getTime() / 1000);
  return `${expiresAtSeconds}.${sign(eventId, expiresAtSeconds, secret).toString("base64url")}`;
}

/**
 * The expiry of an unexpired token signed with `secret` for this very event, else null (missing, malformed, forged,
 * another event's or expired). The signature is compared, as text, in constant time.
 */
export function verifiedPreviewTokenExpiry(
  token: string | undefined,
  eventId: number,
  secret: string,
  now: Date = new Date(),
): Date | null {
  const match = token ? TOKEN_PATTERN.exec(token) : null;
  if (!match) return null;
  const expiresAt = new Date(Number(match[1]) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return null;
  // compared as text: decoding would accept the variants of the last character whose unused low bits differ
  const expected = Buffer.from(sign(eventId, Number(match[1]), secret).toString("base64url"));
  const actual = Buffer.from(match[2]!);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? expiresAt : null;
}

/** True only for an unexpired token signed with `secret` for this very event. */
export function verifyPreviewToken(
  token: string | undefined,
  eventId: number,
  secret: string,
  now: Date = new Date(),
): boolean {
  return verifiedPreviewTokenExpiry(token, eventId, secret, now) !== null;
}
