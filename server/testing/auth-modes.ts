import type { Db } from "../../db/client";
import { setTokenBasedAuth, type SignedIn } from "./sign-in-as";

export type AuthMode = "session" | "token";
export const AUTH_MODES: readonly AuthMode[] = ["session", "token"];

/**
 * Switches `token_based_auth` for `mode` and returns only what that mode authenticates by: the session cookie
 * (session mode) or the bearer header (token mode). Call `setTokenBasedAuth(db, false)` afterwards.
 */
export async function credentialsFor(
  db: Db,
  signedIn: SignedIn,
  mode: AuthMode,
): Promise<{ cookies?: Record<string, string>; headers?: Record<string, string> }> {
  await setTokenBasedAuth(db, mode === "token");
  return mode === "token" ? { headers: signedIn.headers } : { cookies: signedIn.cookies };
}
