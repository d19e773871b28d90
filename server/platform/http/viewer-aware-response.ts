import { SESSION_COOKIE } from "../../../core/auth-cookies";
import type { Viewer } from "./auth-strategies";

/**
 * Netlify's CDN keys cached answers by URL only unless told otherwise. Public lists and details that carry a
 * per-student field (`clipped`, `bookmark_id`) vary on the credentials that make a request signed in: the session
 * cookie (session mode) and the Authorization header (token mode). Anonymous requests (neither) share one cached
 * answer as before; a signed-in request never gets it and reaches the function, which answers `no-store`.
 * The csrf_token cookie differs per browser and is deliberately not part of the key.
 */
export const VIEWER_CDN_VARY = `cookie=${SESSION_COOKIE},header=Authorization`;

/**
 * The answer of a public GET route whose body depends on the viewer. Anonymous: the route's usual public cache
 * headers (added by serveRoutes) plus `Netlify-Vary`. Signed in: `Cache-Control: private, no-store`, so neither
 * the CDN nor the browser stores one student's answer.
 */
export function viewerAwareResponse(body: unknown, viewer: Viewer | null): Response {
  if (viewer)
    return Response.json(body, { headers: { "Cache-Control": "private, no-store", "Netlify-Vary": VIEWER_CDN_VARY } });
  return anonymousJsonResponse(JSON.stringify(body));
}

/** The anonymous answer of such a route from an already serialised body (a reused answer). */
export function anonymousJsonResponse(json: string): Response {
  return new Response(json, { headers: { "Content-Type": "application/json", "Netlify-Vary": VIEWER_CDN_VARY } });
}
