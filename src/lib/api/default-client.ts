import { createApiClient, type ApiClient } from "./client";

/** The browser's client: same origin, bearer token and CSRF token from cookies. */
export const api: ApiClient = createApiClient();
