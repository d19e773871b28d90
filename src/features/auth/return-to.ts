/**
 * A `return_to` the site may go to: a path on this site starting with a single `/` (not `//host` or `/\host`),
 * without whitespace or control characters; anything else gives `/`.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (typeof value !== "string" || value.length > 2000) return "/";
  // eslint-disable-next-line no-control-regex
  if (!/^\/(?![/\\])[^\s\u0000-\u001f\u007f]*$/.test(value)) return "/";
  return value;
}

/** The path, query and hash of the current page, as a return_to. */
export function currentReturnTo(location: { pathname: string; search: string; hash?: string }): string {
  return safeReturnTo(`${location.pathname}${location.search}${location.hash ?? ""}`);
}

/** `/login?return_to=…` for a page that needs a signed-in student. */
export function loginPathFor(returnTo: string): string {
  const target = safeReturnTo(returnTo);
  return target === "/" ? "/login" : `/login?return_to=${encodeURIComponent(target)}`;
}
