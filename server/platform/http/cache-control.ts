import type { RouteDefinition } from "./define-route";
import { isMutatingMethod } from "./define-route";

const DEFAULT_MAX_AGE_SECONDS = 60;

export type CacheHeaders = { "Cache-Control": string; "Netlify-CDN-Cache-Control"?: string };

/**
 * Cache headers for a response that does not set its own. Errors, mutations and personal data are never stored.
 * Public answers are held by Netlify's CDN for `maxAgeSeconds` (the header is stripped before the browser) while
 * browsers always revalidate, so a change (a feature flag, remaining seats) reaches a student within that time
 * and never sticks in one browser's cache. A response that sets the CSRF cookie is not shared at all. A route may
 * pick the lifetime per request URL (`maxAgeSeconds` as a function of it).
 */
export function cacheHeadersFor(
  route: Pick<RouteDefinition, "personal" | "maxAgeSeconds"> | undefined,
  method: string,
  status: number,
  setsCookie: boolean,
  url: URL,
): CacheHeaders {
  if (!route || status >= 300 || route.personal || isMutatingMethod(method)) return { "Cache-Control": "no-store" };
  const maxAge =
    (typeof route.maxAgeSeconds === "function" ? route.maxAgeSeconds(url) : route.maxAgeSeconds) ??
    DEFAULT_MAX_AGE_SECONDS;
  if (maxAge <= 0) return { "Cache-Control": "no-store" };
  if (setsCookie) return { "Cache-Control": "private, max-age=0, must-revalidate" };
  return {
    "Cache-Control": "public, max-age=0, must-revalidate",
    "Netlify-CDN-Cache-Control": `public, durable, max-age=${maxAge}, stale-while-revalidate=${maxAge}`,
  };
}
