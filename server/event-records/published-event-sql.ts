import { sql, type SQL } from "drizzle-orm";

/** The SQL condition "event `alias` is published as of `now`" (the same rule as loadEventRow's "published"). */
export function publishedEventCondition(alias: string, now: Date): SQL {
  const table = sql.identifier(alias);
  return sql`${table}.published and (${table}.published_at is null or ${table}.published_at <= ${now.toISOString()})`;
}

/** The SQL condition "event `alias` has a schedule that still takes entries at `now`". */
export function takesEntriesCondition(alias: string, now: Date): SQL {
  const table = sql.identifier(alias);
  return sql`exists (select 1 from schedules s where s.event_id = ${table}.id and not s.canceled and not s.stopped_entry and s.time_limit_at > ${now.toISOString()})`;
}

/**
 * The SQL condition "event `alias` suits the graduation year `year`": it names no year (open to all) or names this
 * one. `year` is an SQL expression (a column) or a number; a null year suits every event.
 */
export function suitsGraduateYearCondition(alias: string, year: SQL | number): SQL {
  const table = sql.identifier(alias);
  return sql`(${year}::int is null or cardinality(${table}.graduate_years) = 0 or ${year}::int = any(${table}.graduate_years))`;
}
