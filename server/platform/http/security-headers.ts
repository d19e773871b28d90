import { pageContentSecurityPolicy } from "./page-content-security-policy";

/*
 * The security headers of every answer (docs/security-headers.md). Static files get the same set from netlify.toml
 * `[[headers]]` (all but the page CSP) and the build's public/_headers (the page CSP, gatsby/content-security-policy.ts);
 * function answers get them here: serveRoutes' finalize for the API, the HTML-answering functions for their pages.
 */

/** A JSON or file answer runs nothing and is framed by nothing. */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Features the site never uses are switched off for it and for every frame it embeds; YouTube's player keeps
 * fullscreen, picture-in-picture and encrypted media (the iframe's `allow` list, src/features/videos).
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  'encrypted-media=(self "https://www.youtube-nocookie.com")',
  'fullscreen=(self "https://www.youtube-nocookie.com")',
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  'picture-in-picture=(self "https://www.youtube-nocookie.com")',
  "usb=()",
].join(", ");

/** Two years; only ever sent on production's own https origin (a preview or local http answer never pins a host). */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000";

/** Header names in lower case, as gatsby-adapter-netlify writes them (Netlify merges rules by exact name). */
export type SecurityHeaders = Record<string, string>;

type Env = Record<string, string | undefined>;

/** Netlify sets CONTEXT=production for the production deploy only (deploy previews and branch deploys differ). */
export function isProductionContext(env: Env = process.env): boolean {
  return env.CONTEXT === "production";
}

/** Everything but the CSP: the same names and values netlify.toml sends for static files. */
export function baseSecurityHeaders(env: Env = process.env): SecurityHeaders {
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    "x-frame-options": "DENY",
    // the old XSS auditor is gone from browsers; where one remains, "0" keeps it from being abused (OWASP)
    "x-xss-protection": "0",
    ...(isProductionContext(env) ? { "strict-transport-security": STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** For JSON and file answers. */
export function apiSecurityHeaders(env: Env = process.env): SecurityHeaders {
  return { ...baseSecurityHeaders(env), "content-security-policy": API_CONTENT_SECURITY_POLICY };
}

/** For an HTML page a function answers: `pagePolicy` is the CSP the CDN sends with the page's shell. */
export function pageSecurityHeaders(pagePolicy: string, env: Env = process.env): SecurityHeaders {
  return { ...baseSecurityHeaders(env), "content-security-policy": pagePolicy };
}

/**
 * `response` with every security header it lacks: the API policy for anything but HTML; an HTML answer that brought
 * no policy of its own (the page handlers pass on the one of the shell they serve) gets the page policy without any
 * inline script allowed.
 */
export function withSecurityHeaders(response: Response, env: Env = process.env): Response {
  const headers = new Headers(response.headers);
  const html = /^text\/html\b/i.test(headers.get("content-type") ?? "");
  applySecurityHeaders(
    headers,
    html ? pageSecurityHeaders(pageContentSecurityPolicy([], env), env) : apiSecurityHeaders(env),
  );
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** `headers` set on `target`, each one only where the answer has not set its own. */
export function applySecurityHeaders(target: Headers, headers: SecurityHeaders): void {
  for (const [name, value] of Object.entries(headers)) {
    if (!target.has(name)) target.set(name, value);
  }
}
