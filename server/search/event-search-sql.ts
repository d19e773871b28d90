import { sql, type SQL } from "drizzle-orm";
import { termGrams } from "../../src/domain/search-text";

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/**
 * The condition "every normalised term occurs" on the events row aliased `e`. mirai_event_search_ids (migration
 * 0001) finds the candidates through the GIN index on search_bigrams (every gram of every term present) and confirms
 * each term as a whole with strpos on search_text. `= any(array(…))` runs it once for the whole statement.
 */
export function eventSearchCondition(terms: readonly string[]): SQL {
  const grams = [...new Set(terms.flatMap(termGrams))];
  return sql`e.id = any(array(select mirai_event_search_ids(${textArray(grams)}, ${textArray(terms)})))`;
}

/** Rank of a match: per term, title hit 3, company hit 2, description hit 1 (search_text sections are newline-separated). */
export function eventSearchRank(terms: readonly string[]): SQL {
  if (terms.length === 0) return sql`0`;
  return sql.join(
    terms.map(
      (term) => sql`(case when strpos(split_part(e.search_text, E'\\n', 1), ${term}) > 0 then 3
        when strpos(split_part(e.search_text, E'\\n', 2), ${term}) > 0 then 2 else 1 end)`,
    ),
    sql` + `,
  );
}
