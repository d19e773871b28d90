import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userSessions, users } from "../../db/schema";
import { REAUTHENTICATION_REQUIRED, REAUTHENTICATION_WINDOW_MINUTES } from "../../core/api/privacy";
import { createChallenge, consumeCode } from "../auth/sign-in-challenges";
import { recordSignIn } from "../auth/sign-in-history";
import { ApiError } from "../platform/http/api-error";
import { sendMail } from "../platform/mail/send-mail";
import { reauthenticationMail } from "./privacy-mails";

export const REAUTHENTICATION_WINDOW_MS = REAUTHENTICATION_WINDOW_MINUTES * 60 * 1000;

/**
 * Mails the signed-in student a fresh sign-in code (the sign-in's own challenge: single use, 15 minutes, 5 wrong
 * tries, only from the browser holding the returned challenge secret as its cookie).
 */
export async function requestReauthenticationCode(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<{ browserSecret: string }> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(401, "unauthorized", "Sign in first");
  const challenge = await createChallenge(db, { userId, purpose: "sign_in", returnTo: "/settings/privacy" }, now);
  await sendMail(db, reauthenticationMail({ to: user.email, code: challenge.code }));
  return { browserSecret: challenge.browserSecret };
}

/**
 * Checks the typed code; when it is right and was issued to this session's student, the session counts as freshly
 * signed in until now + 10 minutes. A code of another student (a shared browser) is refused like a wrong one.
 */
export async function confirmReauthentication(
  db: Db,
  viewer: { userId: string; sessionId: string },
  browserSecret: string | undefined,
  code: string,
  now: Date = new Date(),
): Promise<Date> {
  const consumed = browserSecret ? await consumeCode(db, browserSecret, code, now) : null;
  if (!consumed || consumed.userId !== viewer.userId) {
    throw new ApiError(400, "invalid_sign_in_code", "The code is wrong, used or expired");
  }
  const until = new Date(now.getTime() + REAUTHENTICATION_WINDOW_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(userSessions)
      .set({ reauthenticatedUntil: until })
      .where(and(eq(userSessions.id, viewer.sessionId), eq(userSessions.userId, viewer.userId)));
    await recordSignIn(tx, viewer.userId, "reauthentication", now);
  });
  return until;
}

/** 403 `reauthentication_required` unless this session typed a sign-in code less than 10 minutes ago. */
export async function requireFreshSignIn(db: Db, sessionId: string, now: Date = new Date()): Promise<void> {
  const [session] = await db
    .select({ until: userSessions.reauthenticatedUntil })
    .from(userSessions)
    .where(eq(userSessions.id, sessionId));
  if (!session?.until || session.until.getTime() <= now.getTime()) {
    throw new ApiError(
      403,
      REAUTHENTICATION_REQUIRED,
      `Confirm it is you: type a new sign-in code (valid for ${REAUTHENTICATION_WINDOW_MINUTES} minutes)`,
    );
  }
}
