/**
 * Gatsby's Head receives the page's `location`: typed with `pathname` only, it also carries `search` in the
 * browser (there is no query while prerendering).
 */
export function headSearch(location: { pathname: string }): string | undefined {
  const search = (location as { search?: unknown }).search;
  return typeof search === "string" ? search : undefined;
}
