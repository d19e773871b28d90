import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "../platform/database/transaction";

export type ExportRow = Record<string, unknown>;

/**
 * The rows of `query` as JSON objects (column names as stored, in snake_case; timestamps ISO 8601), in the query's
 * order. `query` selects one jsonb column named `row`.
 */
export async function exportRows(db: Executor, query: SQL): Promise<ExportRow[]> {
  const result = await db.execute<{ row: ExportRow | string }>(query);
  return result.rows.map(({ row }) => (typeof row === "string" ? (JSON.parse(row) as ExportRow) : row));
}

/**
 * Every row of a table that holds the student's `user_id`, without that column (and without `omit`). `table`,
 * `orderBy` and `omit` are this module's own constants, never request input (`orderBy` is raw SQL).
 */
export function ownRowsOf(table: string, userId: string, orderBy: string, omit: readonly string[] = []): SQL {
  const dropped = ["user_id", ...omit].map((column) => sql` - ${column}::text`);
  return sql`select to_jsonb(t)${sql.join(dropped, sql``)} as row from ${sql.identifier(table)} t where t.user_id = ${userId} order by ${sql.raw(orderBy)}`;
}

/** The single row of a one-row-per-student table, or null. */
export async function ownRowOf(db: Executor, table: string, userId: string): Promise<ExportRow | null> {
  const [row] = await exportRows(db, ownRowsOf(table, userId, "1"));
  return row ?? null;
}
