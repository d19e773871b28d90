import { SignJWT, jwtVerify } from "jose";
import { ACCESS_TOKEN_TTL_SECONDS } from "../../core/auth-cookies";
import { accessTokenKey } from "./auth-env";

export const ACCESS_TOKEN_ISSUER = "https://mirai-career.jp/identity";
export const ACCESS_TOKEN_AUDIENCE = "https://mirai-career.jp/api";
/** Pinned: a token whose header names any other algorithm (`none` included) is rejected. */
const ALGORITHM = "HS256";

export type AccessTokenClaims = { userId: string; sessionId: string };

export async function signAccessToken(
  claims: AccessTokenClaims,
  now = new Date(),
): Promise<{ token: string; expiresIn: number }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(accessTokenKey());
  return { token, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

/** null for anything but a well-signed, unexpired token of our issuer for our audience. */
export async function verifyAccessToken(token: string, now = new Date()): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, accessTokenKey(), {
      algorithms: [ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      currentDate: now,
      requiredClaims: ["exp", "sub", "sid"],
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
