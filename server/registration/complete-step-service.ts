import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userRegistrationCompleteSteps } from "../../db/schema";
import type { CompleteStepResponse, RegistrationStepKey } from "../../core/api/user-registration";
import { invalidParameter } from "../platform/http/invalid-parameter";
import { assertIncomplete, lockRegistration, requireRegistration, type RegistrationRow } from "./registration-store";
import type { Executor } from "../platform/database/transaction";
import { stepKeysOfVersion } from "./version-service";

async function assertStepOfVersion(
  db: Executor,
  registration: RegistrationRow,
  stepKey: RegistrationStepKey,
): Promise<void> {
  if ((await stepKeysOfVersion(db, registration.versionId)).has(stepKey)) return;
  throw invalidParameter("user_registration_step_key", `not a step of ${registration.versionKey}`);
}

/**
 * Marks one step complete. The unique (registration, step) constraint makes two concurrent calls insert one row:
 * the first answers `completed`, the other `already_completed`.
 */
export async function completeStep(
  db: Db,
  userId: string,
  stepKey: RegistrationStepKey,
): Promise<CompleteStepResponse> {
  const registration = await requireRegistration(db, userId);
  await assertStepOfVersion(db, registration, stepKey);
  const inserted = await db
    .insert(userRegistrationCompleteSteps)
    .values({ userRegistrationId: registration.id, userRegistrationStepKey: stepKey })
    .onConflictDoNothing()
    .returning({ id: userRegistrationCompleteSteps.id });
  return inserted.length > 0
    ? { status: "completed", message: "ステップを完了しました" }
    : { status: "already_completed", message: "このステップはすでに完了しています" };
}

/** Un-completes a step (204 whether or not it was complete). 409 once the registration is completed. */
export async function uncompleteStep(db: Db, userId: string, stepKey: RegistrationStepKey): Promise<void> {
  await db.transaction(async (tx) => {
    // locked so a concurrent complete call cannot finish in between the check and the delete
    const registration = await lockRegistration(tx, userId);
    assertIncomplete(registration, "its steps");
    await assertStepOfVersion(tx, registration, stepKey);
    await tx
      .delete(userRegistrationCompleteSteps)
      .where(
        and(
          eq(userRegistrationCompleteSteps.userRegistrationId, registration.id),
          eq(userRegistrationCompleteSteps.userRegistrationStepKey, stepKey),
        ),
      );
  });
}
