/** The publish folder's 404 screen. */
export const NOT_FOUND_PAGE_PATH = "/404.html";

export const HTML_CONTENT_TYPE = "text/html; charset=utf-8";

/**
 * Reads a prerendered page from the site's own origin. Works the same under @netlify/dev (the local server
 * serves public/) and on Netlify (the CDN serves the publish folder), where a function cannot read public/.
 */
export async function fetchOwnPage(
  request: Request,
  path: string,
  headers: Record<string, string> = {},
): Promise<OwnPage | null> {
  const response = await fetch(new URL(path, request.url), { headers: { Accept: "text/html", ...headers } }).catch(
    () => null,
  );
  if (!response?.ok) return null;
  const policy = response.headers.get("content-security-policy");
  return { html: await response.text(), headers: policy ? { "Content-Security-Policy": policy } : {} };
}

/**
 * A prerendered page and the headers to pass on with it: the CSP the CDN sends with it (public/_headers, which names
 * the hashes of its inline scripts), so a function answering with this HTML lets exactly what the page needs run.
 */
export type OwnPage = { html: string; headers: Record<string, string> };

/** The site's 404 screen with status 404 (no body for HEAD); `headers` adds to or overrides the defaults. */
export async function notFoundPage(request: Request, headers: Record<string, string> = {}): Promise<Response> {
  const page = await fetchOwnPage(request, NOT_FOUND_PAGE_PATH);
  return new Response(request.method === "HEAD" ? null : (page?.html ?? "Page Not Found"), {
    status: 404,
    headers: {
      "Content-Type": HTML_CONTENT_TYPE,
      "Cache-Control": "public, max-age=0, must-revalidate",
      ...page?.headers,
      ...headers,
    },
  });
}

/** 405 for anything but GET and HEAD, else null. */
export function methodNotAllowedForPages(request: Request): Response | null {
  if (request.method === "GET" || request.method === "HEAD") return null;
  return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
}
