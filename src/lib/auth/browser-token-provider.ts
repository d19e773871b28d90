import { ACCESS_TOKEN_COOKIE } from "@core/auth-cookies";
import { readBrowserCookie } from "../api/cookies";
import type { TokenProvider } from "../api/requester";
import { IDENTITY_BASE_URL } from "./identity-base-url";
import { clearAccessTokenCookie, clearSessionHint, hasSessionHint, writeBrowserCookie } from "./session-hint";
import { loadTokenBasedAuthFlag } from "./token-based-auth-flag";
import { createRefreshingTokenProvider } from "./token-provider";
import { requestTokenRefresh } from "./token-refresh-request";

/**
 * The default client's bearer token (spec §4/§9). A refresh is only tried while the `mirai_signed_in` hint says a
 * session may exist: without it there is no refresh credential, so anonymous visitors make no refresh call. A token
 * the API refuses (401 invalid_token) is refreshed once; when that fails the browser is signed out (spec §8).
 */
export const browserTokenProvider: TokenProvider = createRefreshingTokenProvider({
  readToken: () => readBrowserCookie(ACCESS_TOKEN_COOKIE),
  writeToken: ({ token, expires_in }) => writeBrowserCookie(ACCESS_TOKEN_COOKIE, token, expires_in),
  isRefreshEnabled: () => hasSessionHint() && loadTokenBasedAuthFlag(),
  refresh: () => requestTokenRefresh(IDENTITY_BASE_URL),
  // a refused token with no refresh to replace it: the session is over, later pages stay anonymous without asking
  forgetToken: () => {
    clearAccessTokenCookie();
    clearSessionHint();
  },
});
