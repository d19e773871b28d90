import type { TokenRefreshResponse } from "@core/api/authentication";
import type { TokenProvider } from "../api/requester";
import { accessTokenNeedsRefresh } from "./jwt-expiry";

/** The answer of GET /v1/auth/refresh: `token`, and `expires_in` (seconds until the token expires). */
export type RefreshedToken = TokenRefreshResponse;

export interface TokenProviderDependencies {
  /** The current access token (the `token` cookie in the browser). */
  readToken: () => string | null;
  /** Stores a refreshed token (the `token` cookie, path /). */
  writeToken: (refreshed: RefreshedToken) => void;
  /** Spec §4: refresh only while `token_based_auth` is on (and, in the browser, while a session may exist). */
  isRefreshEnabled: () => boolean | Promise<boolean>;
  /** GET /v1/auth/refresh; resolves to null or rejects when no token could be had. */
  refresh: () => Promise<RefreshedToken | null>;
  now?: () => number;
}

/**
 * The API client's bearer token with the refresh of spec §4/§9: refreshed when absent, without expiry, undecodable
 * or expiring within 300 s, only when refresh is enabled. Concurrent callers share one refresh. A failed refresh is
 * ignored: the request goes on with whatever token there is (possibly none). Never rejects.
 */
export function createRefreshingTokenProvider(deps: TokenProviderDependencies): TokenProvider {
  const now = deps.now ?? Date.now;
  let inFlight: Promise<string | null> | null = null;

  async function refreshOnce(): Promise<string | null> {
    try {
      const refreshed = await deps.refresh();
      if (!refreshed) return null;
      try {
        deps.writeToken(refreshed);
      } catch {
        // The token is still good for the requests waiting on it.
      }
      return refreshed.token;
    } catch {
      return null;
    }
  }

  return async () => {
    const current = safeRead(deps.readToken);
    if (!accessTokenNeedsRefresh(current, now())) return current;
    let enabled = false;
    try {
      enabled = await deps.isRefreshEnabled();
    } catch {
      enabled = false;
    }
    if (!enabled) return current;
    if (!inFlight) {
      inFlight = refreshOnce().finally(() => {
        inFlight = null;
      });
    }
    return (await inFlight) ?? current;
  };
}

function safeRead(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}
