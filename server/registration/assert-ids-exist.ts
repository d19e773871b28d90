import { sql } from "drizzle-orm";
import { invalidParameter } from "../platform/http/invalid-parameter";
import type { Executor } from "../platform/database/transaction";

/** 400 naming the first id (`parameter[index]`) that has no row in `table` (checked in one query). */
export async function assertIdsExist(
  db: Executor,
  table: "business_categories" | "job_types" | "prefectures" | "company_choice_factor_types",
  column: "id" | "code",
  ids: readonly number[],
  parameter: (index: number) => string,
): Promise<void> {
  if (ids.length === 0) return;
  const result = await db.execute<{ id: number }>(sql`
    select ${sql.identifier(column)}::int as id from ${sql.identifier(table)}
    where ${sql.identifier(column)} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const found = new Set(result.rows.map((row) => row.id));
  const index = ids.findIndex((id) => !found.has(id));
  if (index >= 0) throw invalidParameter(parameter(index), "names nothing that exists");
}
