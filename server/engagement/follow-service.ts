import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { EngagementNotFoundError, isDatabaseId } from "./engagement-errors";

/** A company as one student sees it: `liked` and `followed` are the same follow (spec §3 Company summary). */
export type CompanyFollowState = { id: number; followed: boolean };

async function assertCompanyExists(db: Db, companyId: number): Promise<void> {
  if (!isDatabaseId(companyId)) throw new EngagementNotFoundError("company", companyId);
  const result = await db.execute(sql`select 1 from companies where id = ${companyId}`);
  if (result.rows.length === 0) throw new EngagementNotFoundError("company", companyId);
}

/**
 * Follows a company. Idempotent and safe under concurrency: the (user, company) primary key and `on conflict do
 * nothing` keep one row however many calls race. Unknown company → EngagementNotFoundError.
 */
export async function followCompany(db: Db, userId: string, companyId: number): Promise<CompanyFollowState> {
  await assertCompanyExists(db, companyId);
  // A company deleted between the check and the insert fails the foreign key: report it as not found too.
  try {
    await db.execute(
      sql`insert into follows (user_id, company_id) values (${userId}, ${companyId}) on conflict do nothing`,
    );
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new EngagementNotFoundError("company", companyId);
    throw error;
  }
  return { id: companyId, followed: true };
}

/** Unfollows a company; idempotent (unfollowing a company not followed changes nothing). Unknown company → not found. */
export async function unfollowCompany(db: Db, userId: string, companyId: number): Promise<CompanyFollowState> {
  await assertCompanyExists(db, companyId);
  await db.execute(sql`delete from follows where user_id = ${userId} and company_id = ${companyId}`);
  return { id: companyId, followed: false };
}

/** The ids of the companies a student follows, oldest follow first. */
export async function followedCompanyIds(db: Db, userId: string): Promise<number[]> {
  const result = await db.execute<{ company_id: number }>(
    sql`select company_id from follows where user_id = ${userId} order by created_at, company_id`,
  );
  return result.rows.map((row) => row.company_id);
}

/** Whether a student (null: anonymous, always false) follows a company. */
export async function isFollowing(db: Db, userId: string | null, companyId: number): Promise<boolean> {
  if (userId === null || !isDatabaseId(companyId)) return false;
  const result = await db.execute(sql`select 1 from follows where user_id = ${userId} and company_id = ${companyId}`);
  return result.rows.length > 0;
}

/** A company's follow state for a viewer; unknown company → EngagementNotFoundError. */
export async function companyFollowState(
  db: Db,
  userId: string | null,
  companyId: number,
): Promise<CompanyFollowState> {
  await assertCompanyExists(db, companyId);
  return { id: companyId, followed: await isFollowing(db, userId, companyId) };
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === "23503";
}
