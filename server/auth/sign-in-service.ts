import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { sendMail } from "../platform/mail/send-mail";
import { signAccessToken } from "./access-token";
import { randomSecret } from "./secret-tokens";
import { createChallenge, type ConsumedChallenge } from "./sign-in-challenges";
import { noAccountMail, signInMail } from "./sign-in-mails";
import { createSession } from "./session-store";
import { recordSignIn } from "./sign-in-history";

/**
 * Mails a sign-in link and code to a known address, or a "no account here" note to an unknown one. Either way the
 * caller sets the returned challenge cookie (random for unknown addresses), so the answers look alike.
 */
export async function requestSignInMail(
  db: Db,
  input: { email: string; returnTo: string; origin: string },
): Promise<{ browserSecret: string }> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (!user) {
    await sendMail(db, noAccountMail({ to: input.email, origin: input.origin }));
    return { browserSecret: randomSecret() };
  }
  const challenge = await createChallenge(db, { userId: user.id, purpose: "sign_in", returnTo: input.returnTo });
  await sendMail(
    db,
    signInMail({ to: input.email, origin: input.origin, linkToken: challenge.linkToken, code: challenge.code }),
  );
  return { browserSecret: challenge.browserSecret };
}

export type EstablishedSession = { sessionSecret: string; refreshToken: string; accessToken: string; returnTo: string };

/** Turns a consumed challenge into a session with its first access token, and records the sign-in (`method`). */
export async function establishSession(
  db: Db,
  consumed: ConsumedChallenge,
  method: "code" | "link",
): Promise<EstablishedSession> {
  const session = await createSession(db, consumed.userId);
  await recordSignIn(db, consumed.userId, method);
  const { token } = await signAccessToken({ userId: session.userId, sessionId: session.sessionId });
  return {
    sessionSecret: session.sessionSecret,
    refreshToken: session.refreshToken,
    accessToken: token,
    returnTo: consumed.returnTo,
  };
}
