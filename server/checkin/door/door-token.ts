import { createHmac, timingSafeEqual } from "node:crypto";
import { DOOR_LINK_MAX_HOURS, type DoorTargetKind } from "../../../core/api/door-screen";

/*
 * Door tokens (docs/checkin.md "Door screen"): `{s|b}{id}.{expiry, unix seconds}.{base64url HMAC-SHA256}` over
 * `door:{kind}:{id}:{expiry}` with CHECKIN_SECRET. Pure: the secret and the clock are arguments. The purpose tag keeps a
 * door token from ever verifying as a venue, booth or ticket code, and those codes from verifying as a door token.
 */

export type DoorTarget = { kind: DoorTargetKind; id: number };

const KIND_LETTER: Record<DoorTargetKind, string> = { schedule: "s", booth: "b" };
const TOKEN_PATTERN = /^([sb])([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const MAX_LIFETIME_MS = DOOR_LINK_MAX_HOURS * 3600 * 1000;

function sign(secret: string, target: DoorTarget, expirySeconds: number): Buffer {
  return createHmac("sha256", secret).update(`door:${target.kind}:${target.id}:${expirySeconds}`, "utf8").digest();
}

export function createDoorToken(secret: string, target: DoorTarget, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  return `${KIND_LETTER[target.kind]}${target.id}.${expiry}.${sign(secret, target, expiry).toString("base64url")}`;
}

/**
 * The target and expiry of a genuine, unexpired door token; null when it is missing, malformed, forged (any character
 * changed), expired, or claims a lifetime longer than a door link may have. Compared in constant time.
 */
export function verifyDoorToken(
  secret: string,
  token: string | null | undefined,
  now: Date,
): (DoorTarget & { expiresAt: Date }) | null {
  const match = token ? TOKEN_PATTERN.exec(token) : null;
  if (!match) return null;
  const [, letter, id, expiry, signature] = match;
  const target: DoorTarget = { kind: letter === "s" ? "schedule" : "booth", id: Number(id) };
  const expiresAt = new Date(Number(expiry) * 1000);
  if (expiresAt.getTime() <= now.getTime() || expiresAt.getTime() - now.getTime() > MAX_LIFETIME_MS) return null;
  // Compared as text, not as decoded bytes: the last base64url character carries 2 unused bits, so decoding would
  // accept four spellings of one signature (a changed last character that still verifies).
  const expected = Buffer.from(sign(secret, target, Number(expiry)).toString("base64url"), "utf8");
  const actual = Buffer.from(signature!, "utf8");
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { ...target, expiresAt } : null;
}
