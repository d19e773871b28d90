/*
 * The paths the site-wide "finish your registration" redirect never applies to. Apart from registration-flow.ts so
 * that the layout, which checks every page, carries only this (the flow's rules load when a redirect may be due).
 */

export const REGISTRATION_PATH = "/user_registrations";

/** Pages an incomplete registration never leaves (spec §2 Redirects and the exceptions). */
const SITE_WIDE_EXEMPT_PREFIXES = [
  "/infos",
  "/unagreed_terms",
  "/login",
  "/logout",
  "/healthcheck",
  "/404",
  "/500",
  "/dev",
];
/** The error pages as Gatsby names them (/404.html is the page served for every unknown path). */
const ERROR_PAGE_PATTERN = /^\/(?:404|500|dev-404-page)(?:\.html)?$/;

export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

function hasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Paths where the site-wide "finish your registration" redirect never applies. */
export function isExemptFromRegistrationRedirect(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return (
    ERROR_PAGE_PATTERN.test(path) ||
    hasPrefix(path, REGISTRATION_PATH) ||
    SITE_WIDE_EXEMPT_PREFIXES.some((prefix) => hasPrefix(path, prefix))
  );
}
