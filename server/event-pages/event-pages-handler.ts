import { EVENT_LIST_SHELL_PATH } from "../../src/domain/plp-params";
import { fetchOwnPage, HTML_CONTENT_TYPE, methodNotAllowedForPages, notFoundPage } from "../http/own-pages";
import { routeEventPage } from "./event-page-route";

/**
 * The cookie the router sends when it reads the listing shell: without it netlify.toml answers the shell's path
 * with 404, so that the shell (a template, not a page) is never served on its own.
 */
export const EVENT_LIST_SHELL_COOKIE = "mirai_event_list_shell";

const CDN_MAX_AGE_SECONDS = 300;

/** The /events/* router for paths without a prerendered page. */
export async function handleEventPageRequest(request: Request): Promise<Response> {
  const refused = methodNotAllowedForPages(request);
  if (refused) return refused;
  const url = new URL(request.url);
  const route = routeEventPage(url.pathname, url.search);
  if (route.kind === "redirect") {
    return new Response(null, { status: 301, headers: { Location: route.location, "Cache-Control": "public, max-age=3600" } });
  }
  if (route.kind === "not-found") return notFoundPage(request);
  const shell = await fetchOwnPage(request, EVENT_LIST_SHELL_PATH, { Cookie: `${EVENT_LIST_SHELL_COOKIE}=1` });
  if (shell === null) {
    console.error("event pages: listing shell unavailable", EVENT_LIST_SHELL_PATH);
    return new Response("Service Unavailable", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  return new Response(request.method === "HEAD" ? null : shell, {
    status: 200,
    headers: {
      "Content-Type": HTML_CONTENT_TYPE,
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Netlify-CDN-Cache-Control": `public, durable, max-age=${CDN_MAX_AGE_SECONDS}, stale-while-revalidate=${CDN_MAX_AGE_SECONDS}`,
    },
  });
}
