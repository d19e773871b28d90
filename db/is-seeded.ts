import { sql } from "drizzle-orm";
import type { Db } from "./client";

const UNDEFINED_TABLE = "42P01";

/** True when the content tables hold data (companies and events). False on an empty or unmigrated database. */
export async function isSeeded(db: Db): Promise<boolean> {
  try {
    const result = await db.execute<{ seeded: boolean }>(
      sql`select exists (select 1 from companies) and exists (select 1 from events) as seeded`,
    );
    return result.rows[0]?.seeded === true;
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === UNDEFINED_TABLE) return false;
    throw error;
  }
}

/**
 * True when the sample data predates the scouts of issue 17: scout rows without a chat (written by the seed before
 * migration 0012), which /chats and the recruiter API never show. `npm start` does not reseed a seeded database (that
 * would replace whatever was added to it locally); it suggests `npm run seed` instead.
 */
export async function hasOutdatedSampleScouts(db: Db): Promise<boolean> {
  const result = await db.execute<{ outdated: boolean }>(
    sql`select exists (select 1 from scout_messages where chat_id is null) as outdated`,
  );
  return result.rows[0]?.outdated === true;
}
