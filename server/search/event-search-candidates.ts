import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { termGrams } from "../../core/search-text";

/**
 * Events (published or not: the caller keeps those of its snapshot) whose search grams include every gram of every term, found through the GIN index on
 * events.search_bigrams (mirai_event_search_candidates, migration 0002). A candidate may still lack a whole term
 * of three or more characters: the caller confirms terms against search_text.
 */
export async function findSearchCandidates(db: Db, terms: readonly string[]): Promise<Set<number>> {
  const grams = [...new Set(terms.flatMap(termGrams))];
  if (grams.length === 0) return new Set();
  const result = await db.execute<{ id: number }>(
    sql`select id from mirai_event_search_candidates(${sql.param(grams)}::text[]) as id`,
  );
  return new Set(result.rows.map((row) => row.id));
}
