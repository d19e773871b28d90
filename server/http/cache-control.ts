import type { RouteDefinition } from "./define-route";
import { isMutatingMethod } from "./define-route";

const DEFAULT_MAX_AGE_SECONDS = 60;

/**
 * Cache-Control for a response that does not set its own. Errors, mutations and personal data are never stored.
 * A response that sets the CSRF cookie must not be shared by a CDN (everyone would get the same token), hence `private`.
 */
export function cacheControlFor(
  route: Pick<RouteDefinition, "personal" | "maxAgeSeconds"> | undefined,
  method: string,
  status: number,
  setsCookie: boolean,
): string {
  if (!route || status >= 300 || route.personal || isMutatingMethod(method)) return "no-store";
  const maxAge = route.maxAgeSeconds ?? DEFAULT_MAX_AGE_SECONDS;
  if (maxAge <= 0) return "no-store";
  return `${setsCookie ? "private" : "public"}, max-age=${maxAge}`;
}
