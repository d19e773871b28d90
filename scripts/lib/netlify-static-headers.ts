/*
 * The headers Netlify's CDN sends for files of public/ once gatsby-adapter-netlify has written its header rules
 * (Gatsby's adapter manager, node_modules/gatsby/dist/utils/adapter/manager.js getRoutesManifest): every file gets the
 * base security headers; webpack's assets (content-hashed names at the root) and /static/ are cached for a year,
 * immutable; the rest (HTML, page-data) must revalidate. NetlifyDev knows none of this (the adapter only runs on
 * Netlify's build machines), so the local server adds it and Lighthouse measures what production would serve.
 */

const BASE_HEADERS: Record<string, string> = {
  "x-xss-protection": "1; mode=block",
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "x-frame-options": "DENY",
};
const PERMANENT = "public, max-age=31536000, immutable";
const MUST_REVALIDATE = "public, max-age=0, must-revalidate";

/** webpack's output names: `app-<hash>.js`, `component---…-<hash>.js`, `171-<hash>.js`, `styles.<hash>.css` (20 hex). */
const WEBPACK_ASSET = /^\/[^/]+[-.][0-9a-f]{20}\.(?:js|css)(?:\.map)?$/;

/** Headers for the public/ file at `pathname`: the base ones and the cache rule. */
export function netlifyStaticHeaders(pathname: string): Record<string, string> {
  const permanent = pathname.startsWith("/static/") || pathname.startsWith("/_gatsby/image/") || pathname.startsWith("/_gatsby/file/") || WEBPACK_ASSET.test(pathname);
  return { ...BASE_HEADERS, "cache-control": permanent ? PERMANENT : MUST_REVALIDATE };
}
