import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The signing scheme of every editor call (docs/editor-rebuilds.md):
 *   X-Mirai-Timestamp: <unix seconds>
 *   X-Mirai-Nonce: <16 to 64 of A-Z a-z 0-9 _ ->, new for every call
 *   X-Mirai-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<nonce>.<METHOD>.<path and query>.<body>")>
 * Method and path are signed so that a captured signature cannot be replayed on another route; the body of a GET is
 * the empty string. The nonce lets a tool make the same call twice in one second (each signature is accepted once).
 * Pure functions here; the route check (window, replay-once) is verify-editor-request.ts.
 */
export const SIGNATURE_HEADER = "X-Mirai-Signature";
export const TIMESTAMP_HEADER = "X-Mirai-Timestamp";
export const NONCE_HEADER = "X-Mirai-Nonce";
const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** How far a timestamp may be from the server's clock, either way. */
export const SIGNATURE_WINDOW_SECONDS = 300;

export type SignedRequestParts = {
  timestamp: string;
  nonce: string;
  method: string;
  pathAndQuery: string;
  body: string;
};

export function signedString({ timestamp, nonce, method, pathAndQuery, body }: SignedRequestParts): string {
  return `${timestamp}.${nonce}.${method.toUpperCase()}.${pathAndQuery}.${body}`;
}

export function editorSignature(secret: string, parts: SignedRequestParts): string {
  return `sha256=${createHmac("sha256", secret).update(signedString(parts), "utf8").digest("hex")}`;
}

/** The three headers a tool sends with an editor call (`now` in milliseconds; a fresh random nonce unless given). */
export function signEditorRequest(
  secret: string,
  request: { method: string; pathAndQuery: string; body?: string; now?: number; nonce?: string },
): Record<string, string> {
  const timestamp = String(Math.floor((request.now ?? Date.now()) / 1000));
  const nonce = request.nonce ?? randomBytes(16).toString("base64url");
  const signature = editorSignature(secret, {
    timestamp,
    nonce,
    method: request.method,
    pathAndQuery: request.pathAndQuery,
    body: request.body ?? "",
  });
  return { [SIGNATURE_HEADER]: signature, [TIMESTAMP_HEADER]: timestamp, [NONCE_HEADER]: nonce };
}

/** Constant-time comparison of a presented signature with the expected one (the length check leaks only the length). */
export function sameSignature(presented: string, expected: string): boolean {
  const left = Buffer.from(presented, "utf8");
  const right = Buffer.from(expected, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A well-formed nonce header, else null. */
export function parseNonce(value: string | null): string | null {
  return value !== null && NONCE_PATTERN.test(value) ? value : null;
}

/** Seconds since the epoch of a well-formed timestamp header, else null. */
export function parseTimestamp(value: string | null): number | null {
  return value !== null && /^\d{1,12}$/.test(value) ? Number(value) : null;
}
