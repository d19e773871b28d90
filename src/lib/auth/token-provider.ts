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
  /** Spec §8: the API refused the token and no new one could be had: forget it (and the sign-in hint), signed out. */
  forgetToken?: () => void;
  now?: () => number;
}

/**
 * The API client's bearer token with the refresh of spec §4/§9: refreshed when absent, without expiry, undecodable
 * or expiring within 300 s, only when refresh is enabled. Concurrent callers share one refresh. A failed refresh is
 * ignored: the request goes on with whatever token there is (possibly none). Never rejects. `renew` handles a token
 * the API refused (spec §8).
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

  async function refreshEnabled(): Promise<boolean> {
    try {
      return await deps.isRefreshEnabled();
    } catch {
      return false;
    }
  }

  function sharedRefresh(): Promise<string | null> {
    inFlight ??= refreshOnce().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  const provider: TokenProvider = async () => {
    const current = safeRead(deps.readToken);
    if (!accessTokenNeedsRefresh(current, now())) return current;
    if (!(await refreshEnabled())) return current;
    return (await sharedRefresh()) ?? current;
  };

  /**
   * Spec §8 "Invalid token … treated as needing refresh": the API refused `rejected`. A token stored since then (a
   * parallel call renewed it) is used as it is; otherwise one refresh, shared by every call refused at once. No new
   * token: the token is forgotten and null answered, so the call is retried once signed out.
   */
  provider.renew = async (rejected) => {
    const current = safeRead(deps.readToken);
    if (current && current !== rejected && !accessTokenNeedsRefresh(current, now())) return current;
    const renewed = (await refreshEnabled()) ? await sharedRefresh() : null;
    if (renewed && renewed !== rejected) return renewed;
    try {
      deps.forgetToken?.();
    } catch {
      // signed out either way: the retry sends no token
    }
    return null;
  };
  return provider;
}

function safeRead(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}
