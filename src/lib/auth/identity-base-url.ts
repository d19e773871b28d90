/**
 * Base URL of the identity service (spec §7 "Token refresh: GET /v1/auth/refresh on the identity service").
 * Read from the build environment in this one place; default "" = the site's own origin.
 */
export const IDENTITY_BASE_URL: string = (process.env.GATSBY_IDENTITY_BASE_URL ?? "").replace(/\/+$/, "");
