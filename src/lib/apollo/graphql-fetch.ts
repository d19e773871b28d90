import { browserTokenProvider } from "../auth/browser-token-provider";
import { apiPaths } from "@core/api-paths";
import { readBrowserCookie } from "../api/cookies";
import { isInvalidTokenResponse } from "../api/invalid-token";
import { trackPendingRequest } from "../api/pending-requests";
import type { TokenProvider } from "../api/requester";

export const GRAPHQL_PATH = apiPaths.graphql;

/**
 * The fetch behind Apollo's HttpLink: the API conventions of DESIGN.md on every call (every GraphQL call is a POST):
 * ajax marker, `X-CSRF-Token` from the `csrf_token` cookie, cookies included, and the bearer token of the REST client's
 * token provider (refreshed first when it is missing or about to expire, spec §4; renewed once when the API refuses
 * it, spec §8). Each call is a pending request, aborted before unload (spec §4). Without a csrf_token cookie yet, one cheap GET to the healthcheck gets one (any API answer sets it).
 */
export function createGraphqlFetch(
  baseFetch: typeof fetch = (...args) => fetch(...args),
  getToken: TokenProvider = browserTokenProvider,
): typeof fetch {
  let csrfCookieRequest: Promise<unknown> | undefined;
  return async (input, init = {}) => {
    if (readBrowserCookie("csrf_token") === null) {
      csrfCookieRequest ??= baseFetch(apiPaths.healthcheck, {
        credentials: "include",
        headers: { "X-Requested-With": "XMLHttpRequest" },
      }).catch(() => undefined);
      await csrfCookieRequest;
      csrfCookieRequest = undefined;
    }
    // Apollo's HttpLink hands over a plain object of headers.
    const headers: Record<string, string> = {
      ...(init.headers as Record<string, string> | undefined),
      "X-Requested-With": "XMLHttpRequest",
    };
    const csrf = readBrowserCookie("csrf_token");
    if (csrf !== null) headers["X-CSRF-Token"] = csrf;
    const token = await getToken();
    const pending = trackPendingRequest(init.signal ?? undefined);
    const send = (bearer: string | null) =>
      baseFetch(input, {
        ...init,
        headers: bearer === null ? headers : { ...headers, Authorization: `Bearer ${bearer}` },
        credentials: "include",
        signal: pending.signal,
      });
    try {
      const response = await send(token);
      if (token === null || !isInvalidTokenResponse(response)) return response;
      // spec §8: the token was refused (before anything ran): renew it once and send again, signed out without one
      await response.body?.cancel();
      return await send((await getToken.renew?.(token).catch(() => null)) ?? null);
    } finally {
      pending.release();
    }
  };
}
