import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client";

const BATCH_ROWS = 5000;

type Executor = Pick<Db, "execute">;

/**
 * Bulk insert: each batch is sent as ONE json parameter and expanded with json_populate_recordset, which is
 * much faster than multi-row VALUES with thousands of bind parameters. Only the columns present in the rows
 * are listed, so the others get their defaults.
 */
export async function insertRows<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(columns).filter((key) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const names = keys.map((key) => columns[key]!.name);
  const columnList = sql.raw(names.map((n) => `"${n}"`).join(", "));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS).map((row) => {
      const out: Record<string, unknown> = {};
      for (const [i, key] of keys.entries()) {
        const value = (row as Record<string, unknown>)[key];
        out[names[i]!] = value === undefined ? null : value;
      }
      return out;
    });
    await db.execute(
      sql`insert into ${tableName} (${columnList}) select ${columnList} from json_populate_recordset(null::${tableName}, ${JSON.stringify(batch)}::json)`,
    );
  }
  return rows.length;
}

/** After inserting explicit ids, move each serial sequence past the highest id. */
export async function resetSequences(db: Executor, tableNames: readonly string[]): Promise<void> {
  for (const name of tableNames) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), coalesce((select max(id) from ${sql.raw(`"${name}"`)}), 0) + 1, false)`,
    );
  }
}
