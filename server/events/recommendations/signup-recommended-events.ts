import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { EventListItem } from "../../../core/api/event-list";
import {
  publishedEventCondition,
  suitsGraduateYearCondition,
  takesEntriesCondition,
} from "../../event-records/published-event-sql";
import { loadEventListItems } from "../listing/event-list-item";

/**
 * GET /api/v1/signup_recommended_events for a signed-in student: the editorial signup_recommended_events rows whose
 * event is published, still takes entries and suits the student's graduation year (targets it or no year; any event
 * when the student has none), in display order.
 */
export async function loadSignupRecommendedEvents(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<EventListItem[]> {
  const result = await db.execute<{ id: number }>(sql`
    select e.id
    from signup_recommended_events r
    join events e on e.id = r.event_id
    cross join (select graduate_year from users where id = ${userId}) u
    where ${publishedEventCondition("e", now)}
      and ${takesEntriesCondition("e", now)}
      and ${suitsGraduateYearCondition("e", sql`u.graduate_year`)}
    order by r.display_order, e.id`);
  return loadEventListItems(
    db,
    result.rows.map((row) => row.id),
    now,
  );
}
