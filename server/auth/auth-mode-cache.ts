/** Flag changes reach every function instance within this time, without a query per request (auth-mode.ts). */
export const AUTH_MODE_CACHE_MS = 10_000;
