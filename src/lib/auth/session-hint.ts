import { ACCESS_TOKEN_COOKIE, SIGNED_IN_HINT_COOKIE } from "@core/auth-cookies";
import { readBrowserCookie } from "../api/cookies";

/** True when the readable `mirai_signed_in` cookie says a session may exist; without it the browser makes no session call. */
export function hasSessionHint(): boolean {
  return readBrowserCookie(SIGNED_IN_HINT_COOKIE) !== null;
}

/** Forgets the hint (after a 401 or sign-out) so that later pages stay anonymous without asking the API. */
export function clearSessionHint(): void {
  expireCookie(SIGNED_IN_HINT_COOKIE);
}

/** Forgets the JS-readable access token (the server clears its own cookies on sign-out). */
export function clearAccessTokenCookie(): void {
  expireCookie(ACCESS_TOKEN_COOKIE);
}

/** Stores a cookie at path / for `maxAgeSeconds`; Secure on https. */
export function writeBrowserCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === "undefined") return;
  const secure = typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; SameSite=Lax${secure}`;
}

function expireCookie(name: string): void {
  if (typeof document === "undefined") return;
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
