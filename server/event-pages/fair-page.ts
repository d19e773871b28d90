import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ownFeatureEventSql } from "../../db/sql/own-feature-event";
import { featureEventPath } from "../../core/routes";
import { publishedEventCondition } from "../event-records/published-event-sql";

/**
 * The page of a published joint fair: its feature event page (the one its card links to, ownFeatureEventSql), or null
 * when the id is no published fair or no feature event presents it.
 */
export async function fairPagePath(db: Db, eventId: number, now: Date = new Date()): Promise<string | null> {
  const result = await db.execute<{ feature_event_id: number | null }>(sql`
    select ${sql.raw(ownFeatureEventSql("e.id"))} as feature_event_id
    from events e
    where e.id = ${eventId} and e.category = 'gosetsu' and ${publishedEventCondition("e", now)}`);
  const featureEventId = result.rows[0]?.feature_event_id ?? null;
  return featureEventId === null ? null : featureEventPath(featureEventId);
}
