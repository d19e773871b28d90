import { EVENT_LIST_SHELL_PATH } from "../../src/domain/plp-params";
import { routeEventPage } from "./event-page-route";

/**
 * The cookie the router sends when it reads the listing shell: without it netlify.toml answers the shell's path
 * with 404, so that the shell (a template, not a page) is never served on its own.
 */
export const EVENT_LIST_SHELL_COOKIE = "mirai_event_list_shell";

/** The publish folder's 404 screen. */
export const NOT_FOUND_PAGE_PATH = "/404.html";

const CDN_MAX_AGE_SECONDS = 300;

const htmlHeaders = { "Content-Type": "text/html; charset=utf-8" };

/**
 * Reads a prerendered page from the site's own origin. Works the same under @netlify/dev (the local server
 * serves public/) and on Netlify (the CDN serves the publish folder), where a function cannot read public/.
 */
async function fetchOwnPage(request: Request, path: string, headers: Record<string, string> = {}): Promise<string | null> {
  const response = await fetch(new URL(path, request.url), { headers: { Accept: "text/html", ...headers } }).catch(() => null);
  if (!response?.ok) return null;
  return response.text();
}

async function notFound(request: Request): Promise<Response> {
  const body = (await fetchOwnPage(request, NOT_FOUND_PAGE_PATH)) ?? "Page Not Found";
  return new Response(request.method === "HEAD" ? null : body, {
    status: 404,
    headers: { ...htmlHeaders, "Cache-Control": "public, max-age=0, must-revalidate" },
  });
}

/** The /events/* router for paths without a prerendered page. */
export async function handleEventPageRequest(request: Request): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  const url = new URL(request.url);
  const route = routeEventPage(url.pathname, url.search);
  if (route.kind === "redirect") {
    return new Response(null, { status: 301, headers: { Location: route.location, "Cache-Control": "public, max-age=3600" } });
  }
  if (route.kind === "not-found") return notFound(request);
  const shell = await fetchOwnPage(request, EVENT_LIST_SHELL_PATH, { Cookie: `${EVENT_LIST_SHELL_COOKIE}=1` });
  if (shell === null) {
    console.error("event pages: listing shell unavailable", EVENT_LIST_SHELL_PATH);
    return new Response("Service Unavailable", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  return new Response(request.method === "HEAD" ? null : shell, {
    status: 200,
    headers: {
      ...htmlHeaders,
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Netlify-CDN-Cache-Control": `public, durable, max-age=${CDN_MAX_AGE_SECONDS}, stale-while-revalidate=${CDN_MAX_AGE_SECONDS}`,
    },
  });
}
