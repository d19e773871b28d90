import { eq, sql } from "drizzle-orm";
import { userRegistrations, userRegistrationVersions } from "../../db/schema";
import { ApiError } from "../platform/http/api-error";
import type { Executor, Tx } from "../platform/database/transaction";

const columns = {
  id: userRegistrations.id,
  status: userRegistrations.status,
  versionId: userRegistrations.userRegistrationVersionId,
  versionKey: userRegistrationVersions.key,
};

function selectRegistration(db: Executor, userId: string) {
  return db
    .select(columns)
    .from(userRegistrations)
    .innerJoin(userRegistrationVersions, eq(userRegistrationVersions.id, userRegistrations.userRegistrationVersionId))
    .where(eq(userRegistrations.userId, userId));
}

export type RegistrationRow = Awaited<ReturnType<typeof selectRegistration>>[number];

/** The student's registration, or 404 `not_found` (accounts made before the questionnaire existed have none). */
export async function requireRegistration(db: Executor, userId: string): Promise<RegistrationRow> {
  const [row] = await selectRegistration(db, userId);
  if (!row) throw new ApiError(404, "not_found", "The signed-in student has no registration");
  return row;
}

/**
 * Locks the student's registration row for the rest of the transaction, so writes that depend on its status
 * (completing it, changing what completion will act on) happen one at a time.
 */
export async function lockRegistration(tx: Tx, userId: string): Promise<RegistrationRow> {
  const result = await tx.execute<{
    id: number;
    status: RegistrationRow["status"];
    version_id: number;
    version_key: string;
  }>(sql`
    select r.id, r.status, r.user_registration_version_id as version_id, v.key as version_key
    from user_registrations r join user_registration_versions v on v.id = r.user_registration_version_id
    where r.user_id = ${userId}
    for update of r`);
  const row = result.rows[0];
  if (!row) throw new ApiError(404, "not_found", "The signed-in student has no registration");
  return { id: row.id, status: row.status, versionId: row.version_id, versionKey: row.version_key };
}

/** 409 `conflict` once the registration is completed: what the complete call acted on can no longer change. */
export function assertIncomplete(registration: RegistrationRow, what: string): void {
  if (registration.status === "completed") {
    throw new ApiError(409, "conflict", `The registration is already completed: ${what} can no longer be changed`);
  }
}
