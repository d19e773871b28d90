import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { graduateYearLabel, graduateYearWindow, type GraduateYearResponse } from "../../core/api/user-settings";
import { ApiError } from "../platform/http/api-error";

async function updateUser(db: Db, userId: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ graduateYear: users.graduateYear, receiveScoutMessage: users.receiveScoutMessage });
  if (!row) throw new ApiError(401, "unauthorized", "The signed-in account no longer exists");
  return row;
}

/** Stores the graduation year after checking it against `graduateYearWindow(now)`. */
export async function updateGraduateYear(
  db: Db,
  userId: string,
  graduateYear: number,
  now = new Date(),
): Promise<GraduateYearResponse> {
  const { min, max } = graduateYearWindow(now);
  if (graduateYear < min || graduateYear > max) {
    const message = `Invalid parameter "graduate_year": must be between ${min} and ${max}`;
    throw new ApiError(400, "invalid_parameter", message, { issues: [{ parameter: "graduate_year", message }] });
  }
  await updateUser(db, userId, { graduateYear });
  return { graduate_year: graduateYearLabel(graduateYear), graduate_year_number: graduateYear };
}

export async function updateReceiveScoutMessage(
  db: Db,
  userId: string,
  receive: boolean,
): Promise<{ scout_approved: boolean }> {
  const row = await updateUser(db, userId, { receiveScoutMessage: receive });
  return { scout_approved: row.receiveScoutMessage };
}

export async function isStudentConfirmed(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ confirmed: users.isStudentConfirmed }).from(users).where(eq(users.id, userId));
  if (!row) throw new ApiError(401, "unauthorized", "The signed-in account no longer exists");
  return row.confirmed;
}
