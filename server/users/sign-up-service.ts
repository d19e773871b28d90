import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userRegistrationVersions, userRegistrations, users } from "../../db/schema";
import { ApiError } from "../platform/http/api-error";
import { createChallenge } from "../auth/sign-in-challenges";
import { signInMail, welcomeMail } from "../auth/sign-in-mails";
import { sendMail } from "../platform/mail/send-mail";
import { agreeToLatestTerms } from "../terms/terms-service";
import type { SignUpRequest } from "../../core/api/sign-up";

/** Where the confirmation link of a new account continues: the registration entry, which opens the next step. */
export const AFTER_SIGN_UP_PATH = "/user_registrations";

export type SignUpResult = { userId: string; browserSecret: string };

/**
 * Creates the account and its incomplete registration, and mails a single-use link and code. For an address that
 * already has an account nothing is created: it receives a sign-in mail, and the caller gets an id of the same
 * shape (a fresh random one), so the answer does not tell whether the address is registered.
 */
export async function signUp(db: Db, input: SignUpRequest, origin: string): Promise<SignUpResult> {
  const [version] = await db
    .select({ id: userRegistrationVersions.id })
    .from(userRegistrationVersions)
    .where(eq(userRegistrationVersions.key, input.user_registration_version_key))
    .limit(1);
  if (!version) {
    throw new ApiError(
      400,
      "invalid_parameter",
      'Parameter "user_registration_version_key" names no registration version',
      {
        issues: [{ parameter: "user_registration_version_key", message: "names no registration version" }],
      },
    );
  }

  const outcome = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        uniqueId: randomBytes(16).toString("hex"),
        friendReferralCode: randomBytes(5).toString("hex").toUpperCase(),
        referredByCode: input.friend_referral_code ?? null,
        signupUtmSource: input.utm_source ?? null,
        signupUtmMedium: input.utm_medium ?? null,
        signupUtmCampaign: input.utm_campaign ?? null,
        signupUtmTerm: input.utm_term ?? null,
        signupUtmContent: input.utm_content ?? null,
        signupWaad: input.waad ?? null,
        signupVid: input.vid ?? null,
        signupFxuid: input.fxuid ?? null,
        signupPbid: input.pbid ?? null,
        signupA8: input.a8 ?? null,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (created) {
      await tx.insert(userRegistrations).values({ userId: created.id, userRegistrationVersionId: version.id });
      await agreeToLatestTerms(tx, created.id);
      const challenge = await createChallenge(tx, {
        userId: created.id,
        purpose: "sign_up",
        returnTo: AFTER_SIGN_UP_PATH,
      });
      return { userId: created.id, isNew: true, challenge };
    }
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
    const challenge = await createChallenge(tx, { userId: existing!.id, purpose: "sign_in", returnTo: "/" });
    return { userId: randomUUID(), isNew: false, challenge };
  });

  const mailInput = { to: input.email, origin, linkToken: outcome.challenge.linkToken, code: outcome.challenge.code };
  await sendMail(db, outcome.isNew ? welcomeMail(mailInput) : signInMail(mailInput));
  return { userId: outcome.userId, browserSecret: outcome.challenge.browserSecret };
}
