import { randomBytes, timingSafeEqual } from "node:crypto";
import { isLocalHost, serializeCookie } from "./cookies";

export const CSRF_COOKIE_NAME = "csrf_token";
export const CSRF_HEADER_NAME = "X-CSRF-Token";
export const AJAX_MARKER_HEADER_NAME = "X-Requested-With";
export const AJAX_MARKER_VALUE = "XMLHttpRequest";

export function createCsrfToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Double submit: the header must repeat the cookie. Compared in constant time. */
export function csrfTokensMatch(cookieToken: string | undefined, headerToken: string | null): boolean {
  if (!cookieToken || !headerToken) return false;
  const expected = Buffer.from(cookieToken);
  const actual = Buffer.from(headerToken);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Not HttpOnly: the browser client reads it to send it back in X-CSRF-Token. */
export function csrfSetCookie(token: string, requestUrl: URL): string {
  return serializeCookie(CSRF_COOKIE_NAME, token, { path: "/", sameSite: "Lax", secure: !isLocalHost(requestUrl) });
}
