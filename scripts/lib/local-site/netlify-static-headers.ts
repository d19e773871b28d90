import { readFileSync } from "node:fs";
import path from "node:path";
import { siteContentSecurityPolicy } from "../../../gatsby/content-security-policy";
import { pageSecurityHeaders, type SecurityHeaders } from "../../../server/platform/http/security-headers";

/*
 * The cache rule Netlify's CDN sends for files of public/ once gatsby-adapter-netlify has written its header rules
 * (Gatsby's adapter manager, node_modules/gatsby/dist/utils/adapter/manager.js getRoutesManifest): webpack's assets
 * (content-hashed names at the root) and /static/ are cached for a year, immutable; the rest (HTML, page-data,
 * app-data.json, unhashed files of static/) must revalidate. NetlifyDev knows none of this (the adapter only runs on
 * Netlify's build machines), so the local server adds it and Lighthouse measures what production would serve.
 * The security headers of static files come from netlify.toml and public/_headers, which NetlifyDev applies itself.
 */

const PERMANENT = "public, max-age=31536000, immutable";
const MUST_REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * webpack's output names: entries `app-<hash>.js` and `styles.<hash>.css` (20 hex), lazily loaded chunks `171-<hash>.js`
 * and `component---…-<hash>.js` (8 hex: gatsby/on-create-webpack-config.ts chunkFilename).
 */
const WEBPACK_ASSET = /^\/[^/]+[-.](?:[0-9a-f]{20}|[0-9a-f]{8})\.(?:js|css)(?:\.map)?$/;

/** The cache rule for the public/ file at `pathname`. */
export function netlifyStaticHeaders(pathname: string): Record<string, string> {
  const permanent =
    pathname.startsWith("/static/") ||
    pathname.startsWith("/_gatsby/image/") ||
    pathname.startsWith("/_gatsby/file/") ||
    WEBPACK_ASSET.test(pathname);
  return { "cache-control": permanent ? PERMANENT : MUST_REVALIDATE };
}

/**
 * The security headers of a page the local server renders or answers itself (deferred pages, the 404 screen), which
 * NetlifyDev's header rules never see: the base set and the build's page CSP from public/_headers.
 */
export function localPageSecurityHeaders(publicDir: string): SecurityHeaders {
  let headersFile = "";
  try {
    headersFile = readFileSync(path.join(publicDir, "_headers"), "utf8");
  } catch {
    // no build yet: the page policy without any inline script
  }
  return pageSecurityHeaders(siteContentSecurityPolicy(headersFile));
}
