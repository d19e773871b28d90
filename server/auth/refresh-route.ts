import { apiPaths } from "../../core/api-paths";
import { REFRESH_COOKIE } from "../../core/auth-cookies";
import { tokenRefreshResponseSchema } from "../../core/api/authentication";
import { ApiError, errorResponse } from "../platform/http/api-error";
import { defineRoute } from "../platform/http/define-route";
import { withSetCookies } from "../platform/http/set-cookies";
import { signAccessToken } from "./access-token";
import { accessTokenCookie, refreshCookie, signedOutCookies } from "./auth-cookies";
import { rotateRefreshToken } from "./session-store";

function refused(url: URL, message: string): Response {
  return withSetCookies(errorResponse(401, "invalid_refresh_token", message), signedOutCookies(url));
}

/**
 * Spec §7 token refresh. Rotates the HttpOnly refresh credential and answers a new access token (also set as the
 * `token` cookie). A reused credential revokes the whole session. Mutates state on GET, so it requires the ajax
 * marker or `Sec-Fetch-Site: same-origin` (checked by its function, see serveRoutes' `sameOriginMarker`).
 */
export const refreshTokenRoute = defineRoute(
  {
    operationId: "refreshAccessToken",
    summary: "Token refresh: a new access token for the refresh cookie, which is rotated (reuse revokes the session)",
    paths: [apiPaths.authRefresh],
    methods: ["GET"],
    auth: "refresh",
    response: tokenRefreshResponseSchema,
    otherResponses: { 401: { description: "No, unknown, revoked or reused refresh credential" } },
    personal: true,
  },
  async ({ url, cookies, db }) => {
    const presented = cookies[REFRESH_COOKIE];
    if (!presented) throw new ApiError(401, "invalid_refresh_token", "No refresh credential");
    const outcome = await rotateRefreshToken(db, presented);
    if (outcome.kind === "invalid") return refused(url, "The refresh credential is unknown, expired or revoked");
    if (outcome.kind === "reused") return refused(url, "The refresh credential was already used; the session is ended");
    const { token, expiresIn } = await signAccessToken({ userId: outcome.userId, sessionId: outcome.sessionId });
    return withSetCookies(Response.json({ token, expires_in: expiresIn }), [
      refreshCookie(url, outcome.refreshToken),
      accessTokenCookie(url, token),
    ]);
  },
);
