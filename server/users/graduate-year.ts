import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/** The signed-in student's graduate_year_number, or null when they have none. */
export async function loadGraduateYear(db: Db, userId: string): Promise<number | null> {
  const [student] = await db
    .select({ graduateYear: users.graduateYear })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return student?.graduateYear ?? null;
}
