import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userRegistrationCompleteSteps, userRegistrations, userRegistrationVersions, users } from "../../db/schema";
import type { UserRegistration } from "../../core/api/user-registration";
import { invalidParameter } from "../platform/http/invalid-parameter";
import { requireRegistration } from "./registration-store";

/** GET /api/v1/user_registrations. */
export async function loadUserRegistration(db: Db, userId: string): Promise<UserRegistration> {
  const registration = await requireRegistration(db, userId);
  const [[user], steps] = await Promise.all([
    db.select({ email: users.email }).from(users).where(eq(users.id, userId)),
    db
      .select({ id: userRegistrationCompleteSteps.id, key: userRegistrationCompleteSteps.userRegistrationStepKey })
      .from(userRegistrationCompleteSteps)
      .where(eq(userRegistrationCompleteSteps.userRegistrationId, registration.id))
      .orderBy(asc(userRegistrationCompleteSteps.id)),
  ]);
  return {
    user_registration_id: registration.id,
    email: user!.email,
    user_registration_version_key: registration.versionKey,
    status: registration.status,
    user_registration_complete_steps: steps.map((step) => ({ id: step.id, user_registration_step_key: step.key })),
  };
}

/**
 * POST /api/v1/user_registrations: starts a registration of `versionKey` for an account that has none (the unique
 * user_id makes concurrent calls create one); an existing registration is answered as it is.
 */
export async function startUserRegistration(db: Db, userId: string, versionKey: string): Promise<UserRegistration> {
  const [version] = await db
    .select({ id: userRegistrationVersions.id })
    .from(userRegistrationVersions)
    .where(eq(userRegistrationVersions.key, versionKey));
  if (!version) throw invalidParameter("user_registration_version_key", "names no registration version");
  await db
    .insert(userRegistrations)
    .values({ userId, userRegistrationVersionId: version.id })
    .onConflictDoNothing({ target: userRegistrations.userId });
  return loadUserRegistration(db, userId);
}

/** The page that shows the completion result (the registration's result step). */
export const THANKS_PAGE_PATH = "/user_registrations/result";

/** GET …/thanks_page_url: the completion page once the registration is completed; null before. */
export async function loadThanksPageUrl(db: Db, userId: string): Promise<string | null> {
  const registration = await requireRegistration(db, userId);
  return registration.status === "completed" ? THANKS_PAGE_PATH : null;
}
