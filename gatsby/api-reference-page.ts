import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/*
 * The API reference page (docs/openapi.md): Redoc renders `/api/openapi.json` at /api-reference. A plain HTML file
 * written after the build, not a Gatsby page, so no other page loads anything of it: the 1.1 MB Redoc bundle is copied
 * from node_modules next to it (served from our own origin, nothing fetched from a CDN) and only this page names it.
 * Developer documentation, not for students: noindex (meta and X-Robots-Tag), and no sitemap lists it (the sitemaps
 * list what the page plans create). Redoc injects its styles as <style> elements (styled-components) and runs its
 * search in a worker started from a blob: URL, which the site's page policy forbids; this path gets a policy of its own
 * in public/_headers, below the site-wide rule, and the rest of the site keeps the stricter one.
 */

export const API_REFERENCE_PATH = "/api-reference";
export const OPENAPI_DOCUMENT_PATH = "/api/openapi.json";
/** Redoc's standalone bundle as served; only the reference page loads it. */
export const REDOC_BUNDLE_PATH = `${API_REFERENCE_PATH}/redoc.standalone.js`;
/** The page's one script of its own (a file: the page has no inline script for a policy to allow). */
export const API_REFERENCE_INIT_PATH = `${API_REFERENCE_PATH}/init.js`;

const BLOCK_START = "## API reference page (gatsby/api-reference-page.ts) ##";
const BLOCK_END = "## End API reference page ##";

/**
 * The reference page's Content-Security-Policy. Against the site's page policy it adds only inline <style> elements
 * (styled-components) and blob: workers (Redoc's search index); scripts still come from this origin only, and it
 * connects to this origin only (the document).
 */
export const API_REFERENCE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The headers of the page on top of netlify.toml's base set (its two scripts are files like any other). */
export const API_REFERENCE_HEADERS: Record<string, string> = {
  "content-security-policy": API_REFERENCE_CONTENT_SECURITY_POLICY,
  "x-robots-tag": "noindex, nofollow",
};

/** Redoc's options (https://redocly.com/docs/redoc/config): the site's colour, and the document as it is. */
export const REDOC_OPTIONS = {
  theme: {
    colors: { primary: { main: "#0b5e84" } },
    typography: {
      fontFamily: '-apple-system, BlinkMacSystemFont, "Hiragino Sans", "Noto Sans JP", sans-serif',
      headings: { fontFamily: "inherit" },
    },
  },
  expandResponses: "200,201",
  hideDownloadButton: false,
  jsonSampleExpandLevel: 2,
};

export function apiReferenceHtml(): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>API reference | ミライキャリア</title>
<meta name="description" content="The Mirai Career API, rendered from its OpenAPI document (${OPENAPI_DOCUMENT_PATH}).">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script src="${REDOC_BUNDLE_PATH}" defer></script>
<script src="${API_REFERENCE_INIT_PATH}" defer></script>
</head>
<body style="margin:0">
<main id="redoc" aria-busy="true"><p style="padding:16px;font-family:sans-serif">Loading the API reference from <a href="${OPENAPI_DOCUMENT_PATH}">${OPENAPI_DOCUMENT_PATH}</a>…</p></main>
<noscript><p style="padding:16px;font-family:sans-serif">The API reference needs JavaScript. The OpenAPI document itself: <a href="${OPENAPI_DOCUMENT_PATH}">${OPENAPI_DOCUMENT_PATH}</a>.</p></noscript>
</body>
</html>
`;
}

/** The page's script: Redoc renders the served document into #redoc, or the page says why it could not. */
export function apiReferenceInitScript(): string {
  return `"use strict";
(function () {
  var root = document.getElementById("redoc");
  function fail(message) {
    root.removeAttribute("aria-busy");
    root.innerHTML = "";
    var p = document.createElement("p");
    p.setAttribute("role", "alert");
    p.style.padding = "16px";
    p.style.fontFamily = "sans-serif";
    p.textContent = "The API reference could not be shown (" + message + "). The OpenAPI document: ";
    var link = document.createElement("a");
    link.href = ${JSON.stringify(OPENAPI_DOCUMENT_PATH)};
    link.textContent = ${JSON.stringify(OPENAPI_DOCUMENT_PATH)};
    p.appendChild(link);
    root.appendChild(p);
  }
  if (typeof window.Redoc === "undefined") return fail("Redoc did not load");
  window.Redoc.init(${JSON.stringify(OPENAPI_DOCUMENT_PATH)}, ${JSON.stringify(REDOC_OPTIONS)}, root, function (error) {
    if (error) return fail(String(error && error.message ? error.message : error));
    root.removeAttribute("aria-busy");
  });
})();
`;
}

/** `headersFile` with this page's rule in place of an earlier one, after every other rule (the later rule wins). */
export function withApiReferenceHeaders(headersFile: string): string {
  const kept = headersFile.replace(new RegExp(`${escape(BLOCK_START)}[\\s\\S]*?${escape(BLOCK_END)}\\n?`), "");
  const values = Object.entries(API_REFERENCE_HEADERS)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join("\n");
  // the exact path (Netlify matches it with or without a trailing slash); not `/api-reference/*`, whose pattern
  // (`^/api-reference/?(.*)`) would take in /api-reference-anything too
  const separator = kept === "" || kept.endsWith("\n") ? "" : "\n";
  return `${kept}${separator}${BLOCK_START}\n${API_REFERENCE_PATH}\n${values}\n${BLOCK_END}\n`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The one address of another origin Redoc's bundle loads by itself: the Redocly logo beside "API docs by Redocly" at
 * the foot of its menu (an <img> no option turns off). The copy we serve draws an empty picture instead, so the page
 * asks no CDN for anything (and its img-src needs no other host).
 */
export const REDOC_CDN_LOGO_URL = "https://cdn.redoc.ly/redoc/logo-mini.svg";
export const REDOC_LOGO_REPLACEMENT =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='0' height='0'/%3E";

/** Redoc's bundle as we serve it; throws when the bundle no longer names the logo exactly once (a Redoc upgrade to look at). */
export function servedRedocBundle(bundle: string): string {
  const count = bundle.split(REDOC_CDN_LOGO_URL).length - 1;
  if (count !== 1)
    throw new Error(
      `Redoc's bundle names ${REDOC_CDN_LOGO_URL} ${count} times, not once: check what it loads from other origins (gatsby/api-reference-page.ts)`,
    );
  return bundle.replace(REDOC_CDN_LOGO_URL, REDOC_LOGO_REPLACEMENT);
}

/** Where Redoc's standalone bundle is installed (redoc is a dependency of the project). */
export function redocBundleFile(projectRoot: string): string {
  return path.join(projectRoot, "node_modules", "redoc", "bundles", "redoc.standalone.js");
}

/**
 * Writes the page (public/api-reference/index.html, its script, Redoc's bundle copied from node_modules, see
 * servedRedocBundle) and its
 * headers rule into public/_headers. Call it after the site-wide policy is written, so its rule comes later.
 */
export function writeApiReferencePage(publicDir: string, bundleFile: string): { bundleBytes: number } {
  const dir = path.join(publicDir, API_REFERENCE_PATH);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "index.html"), apiReferenceHtml());
  writeFileSync(path.join(publicDir, API_REFERENCE_INIT_PATH), apiReferenceInitScript());
  const bundle = readFileSync(bundleFile, "utf8");
  writeFileSync(path.join(publicDir, REDOC_BUNDLE_PATH), servedRedocBundle(bundle));
  const headersPath = path.join(publicDir, "_headers");
  const existing = existsSync(headersPath) ? readFileSync(headersPath, "utf8") : "";
  writeFileSync(headersPath, withApiReferenceHeaders(existing));
  return { bundleBytes: Buffer.byteLength(bundle) };
}
