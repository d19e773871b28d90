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
