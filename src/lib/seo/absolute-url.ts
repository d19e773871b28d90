/** `path` on the site's origin; URLs that are already absolute are returned unchanged. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The canonical URL of a page: its path on the site's origin, without query or fragment. */
export function canonicalUrl(siteUrl: string, path: string): string {
  return absoluteUrl(siteUrl, path.replace(/[?#].*$/, ""));
}
