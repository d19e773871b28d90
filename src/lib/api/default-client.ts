import { browserTokenProvider } from "../auth/browser-token-provider";
import { createApiClient, type ApiClient } from "./client";

/**
 * The browser's client: same origin, CSRF token from its cookie, bearer token from the `token` cookie, refreshed
 * first when it is missing or about to expire (spec §4/§9, see src/lib/auth/browser-token-provider.ts).
 */
export const api: ApiClient = createApiClient({ getToken: browserTokenProvider });
