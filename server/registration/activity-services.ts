import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userActivities, userStudentEndeavors } from "../../db/schema";
import type { StudentEndeavorResponse, UserActivities } from "../../core/api/user-registration-activities";
import { lockRegistration, requireRegistration } from "./registration-store";
import type { Executor } from "../platform/database/transaction";

export async function readActivities(db: Executor, userId: string): Promise<UserActivities> {
  const rows = await db
    .select({
      large_category: userActivities.largeCategory,
      medium_category: userActivities.mediumCategory,
      description: userActivities.description,
      order: userActivities.displayOrder,
    })
    .from(userActivities)
    .where(eq(userActivities.userId, userId))
    .orderBy(asc(userActivities.displayOrder));
  return { user_activities: rows };
}

export async function loadActivities(db: Db, userId: string): Promise<UserActivities> {
  await requireRegistration(db, userId);
  return readActivities(db, userId);
}

/** Replaces the whole list under the registration's row lock. */
export async function saveActivities(db: Db, userId: string, input: UserActivities): Promise<UserActivities> {
  await db.transaction(async (tx) => {
    await lockRegistration(tx, userId);
    await tx.delete(userActivities).where(eq(userActivities.userId, userId));
    if (input.user_activities.length > 0) {
      await tx.insert(userActivities).values(
        input.user_activities.map((activity) => ({
          userId,
          largeCategory: activity.large_category,
          mediumCategory: activity.medium_category,
          description: activity.description,
          displayOrder: activity.order,
        })),
      );
    }
  });
  return readActivities(db, userId);
}

export async function loadStudentEndeavor(db: Db, userId: string): Promise<StudentEndeavorResponse> {
  await requireRegistration(db, userId);
  const [row] = await db
    .select({ content: userStudentEndeavors.content })
    .from(userStudentEndeavors)
    .where(eq(userStudentEndeavors.userId, userId));
  return { content: row?.content ?? null };
}

export async function saveStudentEndeavor(db: Db, userId: string, content: string): Promise<StudentEndeavorResponse> {
  await requireRegistration(db, userId);
  await db
    .insert(userStudentEndeavors)
    .values({ userId, content })
    .onConflictDoUpdate({ target: userStudentEndeavors.userId, set: { content, updatedAt: sql`now()` } });
  return { content };
}

/** DELETE …/user_registration_student_endeavors: 204 whether or not one was stored. */
export async function deleteStudentEndeavor(db: Db, userId: string): Promise<void> {
  await requireRegistration(db, userId);
  await db.delete(userStudentEndeavors).where(eq(userStudentEndeavors.userId, userId));
}
