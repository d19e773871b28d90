import { TOKEN_REFRESH_THRESHOLD_SECONDS } from "@core/auth-cookies";

/**
 * The `exp` claim (seconds since the epoch) of a JWT, read without verifying it: the browser only needs to know
 * when to refresh; the server verifies. Null when the token cannot be decoded or carries no numeric `exp`.
 */
export function readJwtExpiry(token: string): number | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "="));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    if (typeof payload !== "object" || payload === null) return null;
    const exp = (payload as { exp?: unknown }).exp;
    return typeof exp === "number" && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/**
 * Spec §4/§9: refresh when the token is absent, has no expiry, cannot be decoded (invalid token = needs refresh)
 * or expires within 300 seconds.
 */
export function accessTokenNeedsRefresh(token: string | null, nowMs: number): boolean {
  if (!token) return true;
  const exp = readJwtExpiry(token);
  if (exp === null) return true;
  return exp - nowMs / 1000 <= TOKEN_REFRESH_THRESHOLD_SECONDS;
}
