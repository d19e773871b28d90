import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signing scheme of every editor call (docs/editor-rebuilds.md):
 *   X-Mirai-Timestamp: <unix seconds>
 *   X-Mirai-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<METHOD>.<path and query>.<body>")>
 * Method and path are signed so that a captured signature cannot be replayed on another route; the body of a GET is
 * the empty string. Pure functions here; the route check (window, replay-once) is verify-editor-request.ts.
 */
export const SIGNATURE_HEADER = "X-Mirai-Signature";
export const TIMESTAMP_HEADER = "X-Mirai-Timestamp";
/** How far a timestamp may be from the server's clock, either way. */
export const SIGNATURE_WINDOW_SECONDS = 300;

export type SignedRequestParts = { timestamp: string; method: string; pathAndQuery: string; body: string };

export function signedString({ timestamp, method, pathAndQuery, body }: SignedRequestParts): string {
  return `${timestamp}.${method.toUpperCase()}.${pathAndQuery}.${body}`;
}

export function editorSignature(secret: string, parts: SignedRequestParts): string {
  return `sha256=${createHmac("sha256", secret).update(signedString(parts), "utf8").digest("hex")}`;
}

/** The two headers a tool sends with an editor call (`now` in milliseconds). */
export function signEditorRequest(
  secret: string,
  request: { method: string; pathAndQuery: string; body?: string; now?: number },
): Record<string, string> {
  const timestamp = String(Math.floor((request.now ?? Date.now()) / 1000));
  const signature = editorSignature(secret, { timestamp, method: request.method, pathAndQuery: request.pathAndQuery, body: request.body ?? "" });
  return { [SIGNATURE_HEADER]: signature, [TIMESTAMP_HEADER]: timestamp };
}

/** Constant-time comparison of a presented signature with the expected one (the length check leaks only the length). */
export function sameSignature(presented: string, expected: string): boolean {
  const left = Buffer.from(presented, "utf8");
  const right = Buffer.from(expected, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Seconds since the epoch of a well-formed timestamp header, else null. */
export function parseTimestamp(value: string | null): number | null {
  return value !== null && /^\d{1,12}$/.test(value) ? Number(value) : null;
}
