/** The `location` Gatsby passes to a Head: the pathname only (Gatsby strips the rest). */
export type HeadLocation = { pathname: string; search?: unknown };

/**
 * The query string for a page's Head. Gatsby passes Head only `location.pathname` (it strips the rest), and
 * there is no query while prerendering; in the browser the query is read from `window.location`, which is the
 * page being rendered (Head re-renders on every navigation).
 */
export function headSearch(location: HeadLocation): string | undefined {
  if (typeof location.search === "string") return location.search;
  if (typeof window === "undefined" || window.location.pathname !== location.pathname) return undefined;
  return window.location.search;
}
