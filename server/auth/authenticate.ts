import type { Db } from "../../db/client";
import type { AuthStrategies, Viewer } from "../platform/http/auth-strategies";
import { SESSION_COOKIE } from "../../core/auth-cookies";
import { ApiError } from "../platform/http/api-error";
import { verifyAccessToken } from "./access-token";
import { isTokenBasedAuth } from "./auth-mode";
import { findActiveSessionUser, sessionIdOfSecret } from "./session-store";

export type { Viewer };

/** The credential of `Authorization: Bearer …` (RFC 6750 token68 characters); "" for a malformed one. */
function bearerToken(req: Request): string | null {
  const header = req.headers.get("authorization");
  if (header === null || !/^bearer /i.test(header)) return null;
  return /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header)?.[1] ?? "";
}

/**
 * Spec §8 "Invalid token": 401 `invalid_token` with `WWW-Authenticate: Bearer error="invalid_token"` (added by
 * serveRoutes). The browser client refreshes once and retries once (src/lib/api/requester.ts); a request without a
 * token is anonymous as before, so cached anonymous answers are unaffected.
 */
export function invalidTokenError(): ApiError {
  return new ApiError(401, "invalid_token", "The access token is invalid or expired: refresh it and try again");
}

/**
 * Who sent the request, or null. Token mode: the bearer access token (signature, issuer, audience, expiry) and its
 * session must still be active, so sign-out and reuse revocation take effect at once; a bearer that fails either is
 * answered 401 `invalid_token` (invalidTokenError), no bearer is anonymous. Session mode: the HttpOnly session cookie
 * (a bearer is not read).
 */
export async function authenticate(
  req: Request,
  cookies: Readonly<Record<string, string>>,
  db: Db,
): Promise<Viewer | null> {
  const token = bearerToken(req);
  const secret = cookies[SESSION_COOKIE];
  // Anonymous requests (most of them, on public lists) carry neither: no flag read, no query.
  if (token === null && !secret) return null;
  if (await isTokenBasedAuth(db)) {
    if (token === null) return null;
    // A bearer that is malformed, fails verification or whose session ended is refused, not read as anonymous.
    const claims = token === "" ? null : await verifyAccessToken(token);
    if (!claims) throw invalidTokenError();
    const userId = await findActiveSessionUser(db, claims.sessionId);
    if (userId !== claims.userId) throw invalidTokenError();
    return { userId, sessionId: claims.sessionId, mode: "token" };
  }
  if (!secret) return null;
  const sessionId = sessionIdOfSecret(secret);
  const userId = await findActiveSessionUser(db, sessionId);
  return userId ? { userId, sessionId, mode: "session" } : null;
}

/** What a function whose routes read the viewer hands to serveRoutes. */
export const viewerAuth = { viewer: authenticate } satisfies AuthStrategies;
