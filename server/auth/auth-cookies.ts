import {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_COOKIE,
  SESSION_COOKIE,
  SIGNED_IN_HINT_COOKIE,
  SIGN_IN_CHALLENGE_COOKIE,
} from "../../core/auth-cookies";
import { isLocalHost, serializeCookie, type CookieOptions } from "../platform/http/cookies";
import { SESSION_TTL_SECONDS } from "./session-store";

/** Path of the refresh call; the refresh cookie goes nowhere else. */
export const REFRESH_COOKIE_PATH = "/v1/auth";
export const SIGN_IN_CHALLENGE_TTL_SECONDS = 15 * 60;

function base(url: URL): CookieOptions {
  return { path: "/", sameSite: "Lax", secure: !isLocalHost(url) };
}

/** The access token: readable by the browser client, which sends it as a bearer token and refreshes it (spec §4, §9). */
export function accessTokenCookie(url: URL, token: string): string {
  return serializeCookie(ACCESS_TOKEN_COOKIE, token, { ...base(url), maxAgeSeconds: ACCESS_TOKEN_TTL_SECONDS });
}

export function refreshCookie(url: URL, refreshToken: string): string {
  return serializeCookie(REFRESH_COOKIE, refreshToken, {
    ...base(url),
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    maxAgeSeconds: SESSION_TTL_SECONDS,
  });
}

export function challengeCookie(url: URL, browserSecret: string): string {
  return serializeCookie(SIGN_IN_CHALLENGE_COOKIE, browserSecret, {
    ...base(url),
    httpOnly: true,
    maxAgeSeconds: SIGN_IN_CHALLENGE_TTL_SECONDS,
  });
}

/** Everything a new session sets: session cookie, refresh credential, access token and the signed-in hint. */
export function signedInCookies(
  url: URL,
  session: { sessionSecret: string; refreshToken: string; accessToken: string },
): string[] {
  return [
    serializeCookie(SESSION_COOKIE, session.sessionSecret, {
      ...base(url),
      httpOnly: true,
      maxAgeSeconds: SESSION_TTL_SECONDS,
    }),
    refreshCookie(url, session.refreshToken),
    accessTokenCookie(url, session.accessToken),
    serializeCookie(SIGNED_IN_HINT_COOKIE, "1", { ...base(url), maxAgeSeconds: SESSION_TTL_SECONDS }),
    serializeCookie(SIGN_IN_CHALLENGE_COOKIE, "", { ...base(url), httpOnly: true, maxAgeSeconds: 0 }),
  ];
}

export function signedOutCookies(url: URL): string[] {
  return [
    serializeCookie(SESSION_COOKIE, "", { ...base(url), httpOnly: true, maxAgeSeconds: 0 }),
    serializeCookie(REFRESH_COOKIE, "", { ...base(url), path: REFRESH_COOKIE_PATH, httpOnly: true, maxAgeSeconds: 0 }),
    serializeCookie(ACCESS_TOKEN_COOKIE, "", { ...base(url), maxAgeSeconds: 0 }),
    serializeCookie(SIGNED_IN_HINT_COOKIE, "", { ...base(url), maxAgeSeconds: 0 }),
  ];
}
