import { asc, eq } from "drizzle-orm";
import { userRegistrationGroups, userRegistrationSteps, userRegistrationVersions } from "../../db/schema";
import type { UserRegistrationVersion } from "../../core/api/user-registration";
import { ApiError } from "../platform/http/api-error";
import type { Executor } from "../platform/database/transaction";

/** A version's groups and steps in display order, or 404 for an unknown key. */
export async function loadRegistrationVersion(db: Executor, key: string): Promise<UserRegistrationVersion> {
  const rows = await db
    .select({
      groupId: userRegistrationGroups.id,
      groupKey: userRegistrationGroups.key,
      stepKey: userRegistrationSteps.key,
    })
    .from(userRegistrationVersions)
    .innerJoin(
      userRegistrationGroups,
      eq(userRegistrationGroups.userRegistrationVersionId, userRegistrationVersions.id),
    )
    .leftJoin(userRegistrationSteps, eq(userRegistrationSteps.userRegistrationGroupId, userRegistrationGroups.id))
    .where(eq(userRegistrationVersions.key, key))
    .orderBy(asc(userRegistrationGroups.displayOrder), asc(userRegistrationSteps.displayOrder));
  if (rows.length === 0) {
    const [version] = await db
      .select({ id: userRegistrationVersions.id })
      .from(userRegistrationVersions)
      .where(eq(userRegistrationVersions.key, key));
    if (!version) throw new ApiError(404, "not_found", "No registration version has this key");
  }
  const groups: UserRegistrationVersion["groups"] = [];
  let lastGroupId: number | undefined;
  for (const row of rows) {
    if (row.groupId !== lastGroupId) {
      groups.push({ key: row.groupKey, steps: [] });
      lastGroupId = row.groupId;
    }
    if (row.stepKey) groups.at(-1)!.steps.push({ key: row.stepKey });
  }
  return { key, groups };
}

/** The step keys of a version (by id), in no particular order. */
export async function stepKeysOfVersion(db: Executor, versionId: number): Promise<Set<string>> {
  const rows = await db
    .select({ key: userRegistrationSteps.key })
    .from(userRegistrationSteps)
    .where(eq(userRegistrationSteps.userRegistrationVersionId, versionId));
  return new Set(rows.map((row) => row.key));
}
