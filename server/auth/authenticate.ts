import type { Db } from "../../db/client";
import type { AuthStrategies, Viewer } from "../platform/http/auth-strategies";
import { SESSION_COOKIE } from "../../core/auth-cookies";
import { verifyAccessToken } from "./access-token";
import { isTokenBasedAuth } from "./auth-mode";
import { findActiveSessionUser, sessionIdOfSecret } from "./session-store";

export type { Viewer };

function bearerToken(req: Request): string | null {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(req.headers.get("authorization") ?? "");
  return match ? match[1]! : null;
}

/**
 * Who sent the request, or null. Token mode: the bearer access token (signature, issuer, audience, expiry) and its
 * session must still be active, so sign-out and reuse revocation take effect at once. Session mode: the HttpOnly
 * session cookie.
 */
export async function authenticate(
  req: Request,
  cookies: Readonly<Record<string, string>>,
  db: Db,
): Promise<Viewer | null> {
  const token = bearerToken(req);
  const secret = cookies[SESSION_COOKIE];
  // Anonymous requests (most of them, on public lists) carry neither: no flag read, no query.
  if (!token && !secret) return null;
  if (await isTokenBasedAuth(db)) {
    if (!token) return null;
    const claims = await verifyAccessToken(token);
    if (!claims) return null;
    const userId = await findActiveSessionUser(db, claims.sessionId);
    return userId === claims.userId ? { userId, sessionId: claims.sessionId, mode: "token" } : null;
  }
  if (!secret) return null;
  const sessionId = sessionIdOfSecret(secret);
  const userId = await findActiveSessionUser(db, sessionId);
  return userId ? { userId, sessionId, mode: "session" } : null;
}

/** What a function whose routes read the viewer hands to serveRoutes. */
export const viewerAuth = { viewer: authenticate } satisfies AuthStrategies;
