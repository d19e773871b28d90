import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ACCESS_TOKEN_COOKIE, SESSION_COOKIE } from "../../core/auth-cookies";
import { signAccessToken } from "../auth/access-token";
import { forgetAuthMode } from "../auth/auth-mode";
import { createSession } from "../auth/session-store";

/** What a signed-in browser sends: both cookies, and the bearer header the client adds when a token exists. */
export type SignedIn = {
  userId: string;
  sessionId: string;
  refreshToken: string;
  cookies: Record<string, string>;
  headers: Record<string, string>;
};

/** Opens a real session for a user, as the sign-in calls do. Pass the result's cookies/headers to `apiRequest`. */
export async function signInAs(db: Db, userId: string): Promise<SignedIn> {
  const session = await createSession(db, userId);
  const { token } = await signAccessToken({ userId, sessionId: session.sessionId });
  return {
    userId,
    sessionId: session.sessionId,
    refreshToken: session.refreshToken,
    cookies: { [SESSION_COOKIE]: session.sessionSecret, [ACCESS_TOKEN_COOKIE]: token },
    headers: { Authorization: `Bearer ${token}` },
  };
}

/** The id of the seed's demo student by e-mail (see DEMO_USER_EMAILS). */
export async function userIdByEmail(db: Db, email: string): Promise<string> {
  const result = await db.execute(sql`select id from users where email = ${email}`);
  const row = result.rows[0] as { id: string } | undefined;
  if (!row) throw new Error(`no user ${email} in the test database`);
  return row.id;
}

/** Switches spec §4's `token_based_auth` flag for the following requests. */
export async function setTokenBasedAuth(db: Db, enabled: boolean): Promise<void> {
  await db.execute(sql`update feature_flags set enabled = ${enabled} where key = 'token_based_auth'`);
  forgetAuthMode();
}
