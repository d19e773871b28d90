/**
 * Where a request for a path with a trailing slash must go: the same path without it, query kept.
 * The browser keeps the hash itself across a redirect. Returns null when no redirect is needed.
 */
export function trailingSlashRedirect(pathAndQuery: string): string | null {
  const queryStart = pathAndQuery.indexOf("?");
  const path = queryStart === -1 ? pathAndQuery : pathAndQuery.slice(0, queryStart);
  const query = queryStart === -1 ? "" : pathAndQuery.slice(queryStart);
  if (path === "/" || !path.endsWith("/")) return null;
  const stripped = path.replace(/\/+$/, "");
  // "//" alone (or "///") collapses to the home page; it is not a trailing-slash variant of another page.
  return (stripped === "" ? "/" : stripped) + query;
}
