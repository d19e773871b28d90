/** The publish folder's 404 screen. */
export const NOT_FOUND_PAGE_PATH = "/404.html";

export const HTML_CONTENT_TYPE = "text/html; charset=utf-8";

/**
 * Reads a prerendered page from the site's own origin. Works the same under @netlify/dev (the local server
 * serves public/) and on Netlify (the CDN serves the publish folder), where a function cannot read public/.
 */
export async function fetchOwnPage(request: Request, path: string, headers: Record<string, string> = {}): Promise<string | null> {
  const response = await fetch(new URL(path, request.url), { headers: { Accept: "text/html", ...headers } }).catch(() => null);
  if (!response?.ok) return null;
  return response.text();
}

/** The site's 404 screen with status 404 (no body for HEAD); `headers` adds to or overrides the defaults. */
export async function notFoundPage(request: Request, headers: Record<string, string> = {}): Promise<Response> {
  const body = (await fetchOwnPage(request, NOT_FOUND_PAGE_PATH)) ?? "Page Not Found";
  return new Response(request.method === "HEAD" ? null : body, {
    status: 404,
    headers: { "Content-Type": HTML_CONTENT_TYPE, "Cache-Control": "public, max-age=0, must-revalidate", ...headers },
  });
}

/** 405 for anything but GET and HEAD, else null. */
export function methodNotAllowedForPages(request: Request): Response | null {
  if (request.method === "GET" || request.method === "HEAD") return null;
  return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
}
