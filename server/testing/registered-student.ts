import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userRegistrationCompleteSteps, userRegistrations, userRegistrationVersions, users } from "../../db/schema";
import { signInAs, type SignedIn } from "./sign-in-as";

export type RegisteredStudent = SignedIn & { email: string; registrationId: number };

/**
 * A new student with an incomplete registration of `versionKey` (default version202405002), signed in; `steps`
 * are marked complete, as if the pages had completed them.
 */
export async function newRegisteredStudent(
  db: Db,
  options: {
    versionKey?: string;
    graduateYear?: number | null;
    steps?: readonly string[];
    status?: "incomplete" | "completed";
  } = {},
): Promise<RegisteredStudent> {
  const email = `r${randomBytes(6).toString("hex")}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      uniqueId: randomBytes(16).toString("hex"),
      graduateYear: options.graduateYear === undefined ? 2027 : options.graduateYear,
    })
    .returning({ id: users.id });
  const [version] = await db
    .select({ id: userRegistrationVersions.id })
    .from(userRegistrationVersions)
    .where(eq(userRegistrationVersions.key, options.versionKey ?? "version202405002"));
  const [registration] = await db
    .insert(userRegistrations)
    .values({ userId: user!.id, userRegistrationVersionId: version!.id, status: options.status ?? "incomplete" })
    .returning({ id: userRegistrations.id });
  if (options.steps && options.steps.length > 0) {
    await db.insert(userRegistrationCompleteSteps).values(
      options.steps.map((key) => ({
        userRegistrationId: registration!.id,
        userRegistrationStepKey: key as typeof userRegistrationCompleteSteps.$inferInsert.userRegistrationStepKey,
      })),
    );
  }
  return { ...(await signInAs(db, user!.id)), email, registrationId: registration!.id };
}

/** Every step key of a version, in group then step order. */
export async function stepKeysOf(db: Db, versionKey: string): Promise<string[]> {
  const result = await db.execute<{ key: string }>(sql`
    select s.key from user_registration_steps s
    join user_registration_groups g on g.id = s.user_registration_group_id
    join user_registration_versions v on v.id = s.user_registration_version_id
    where v.key = ${versionKey} order by g.display_order, s.display_order`);
  return result.rows.map((row) => row.key);
}
