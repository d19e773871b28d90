import {
  ENTRY_COMPLETE_SHELL_COOKIE,
  ENTRY_COMPLETE_SHELL_PATH,
  ENTRY_CONFIRM_SHELL_COOKIE,
  ENTRY_CONFIRM_SHELL_PATH,
  ENTRY_COURSES_SHELL_COOKIE,
  ENTRY_COURSES_SHELL_PATH,
} from "../../core/entries/entry-routes";
import { EVENT_LIST_SHELL_PATH } from "../../core/plp-params";
import { getDb, type Db } from "../../db/client";
import { fetchOwnPage, HTML_CONTENT_TYPE, methodNotAllowedForPages, notFoundPage } from "../platform/http/own-pages";
import { robotsTagHeader } from "../platform/http/robots-header";
import { routeEventPage } from "./event-page-route";
import { fairPagePath } from "./fair-page";

/**
 * The cookie the router sends when it reads the listing shell: without it netlify.toml answers the shell's path
 * with 404, so that the shell (a template, not a page) is never served on its own.
 */
export const EVENT_LIST_SHELL_COOKIE = "mirai_event_list_shell";

const CDN_MAX_AGE_SECONDS = 300;

const ENTRY_PAGE = { noindex: true, nofollow: true };

/**
 * The shell each client-only route is filled from, the cookie that lets the router read it, and the robots of its
 * pages (as their Head has them): listings of two or more filters are noindex, entry pages noindex and nofollow.
 */
const SHELLS = {
  "listing-shell": {
    path: EVENT_LIST_SHELL_PATH,
    cookie: EVENT_LIST_SHELL_COOKIE,
    robots: { noindex: true, nofollow: false },
  },
  "entry-confirm-shell": { path: ENTRY_CONFIRM_SHELL_PATH, cookie: ENTRY_CONFIRM_SHELL_COOKIE, robots: ENTRY_PAGE },
  "entry-courses-shell": { path: ENTRY_COURSES_SHELL_PATH, cookie: ENTRY_COURSES_SHELL_COOKIE, robots: ENTRY_PAGE },
  "entry-complete-shell": { path: ENTRY_COMPLETE_SHELL_PATH, cookie: ENTRY_COMPLETE_SHELL_COOKIE, robots: ENTRY_PAGE },
} as const;

/**
 * The /events/* router for paths without a prerendered page. `db` is read only for /events/gosetsu/{event_id}
 * (where the fair's feature event page is).
 */
export async function handleEventPageRequest(request: Request, db: () => Db = getDb): Promise<Response> {
  const refused = methodNotAllowedForPages(request);
  if (refused) return refused;
  const url = new URL(request.url);
  const route = routeEventPage(url.pathname, url.search);
  if (route.kind === "redirect") {
    return new Response(null, {
      status: 301,
      headers: { Location: route.location, "Cache-Control": "public, max-age=3600" },
    });
  }
  if (route.kind === "fair") {
    const location = await fairPagePath(db(), route.eventId);
    if (location === null) return notFoundPage(request);
    // 302: which feature event presents a fair may change; the CDN may keep the answer a few minutes
    return new Response(null, {
      status: 302,
      headers: { Location: `${location}${url.search}`, "Cache-Control": `public, max-age=${CDN_MAX_AGE_SECONDS}` },
    });
  }
  if (route.kind === "not-found") return notFoundPage(request);
  const source = SHELLS[route.kind];
  const shell = await fetchOwnPage(request, source.path, { Cookie: `${source.cookie}=1` });
  if (shell === null) {
    console.error("event pages: shell unavailable", source.path);
    return new Response("Service Unavailable", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(request.method === "HEAD" ? null : shell.html, {
    status: 200,
    headers: {
      ...shell.headers,
      "Content-Type": HTML_CONTENT_TYPE,
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Netlify-CDN-Cache-Control": `public, durable, max-age=${CDN_MAX_AGE_SECONDS}, stale-while-revalidate=${CDN_MAX_AGE_SECONDS}`,
      // Crawlers that do not run scripts never see the Head's robots meta tag of a shell.
      ...robotsTagHeader(url.search, source.robots),
    },
  });
}
