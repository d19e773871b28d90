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
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === UNDEFINED_TABLE) return false;
    throw error;
  }
}
