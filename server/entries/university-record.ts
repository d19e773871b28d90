import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { publishedEventCondition } from "../event-records/published-event-sql";
import { seatHoldingStatesSql } from "./seat-sql";

/**
 * Spec §3 `has_record_on_current_user_university`, the one definition of the fact: the ids of the events at which
 * another student of the viewer's university holds a seat (entered, invited, elected, attended: SEAT_HOLDING_STATES),
 * as an SQL subquery of `event_id`s. Empty for a viewer with no university (their affiliation's university_id null).
 * Read by the list items (server/events/catalogue/catalogue-list-items.ts) and by GraphQL's
 * `viewer.universityRecordEventIds`, which marks the prerendered cards in the browser.
 */
export function universityRecordEventIdsSql(viewerUserId: string): SQL {
  return sql`select ue.event_id from entries ue join user_affiliations ua on ua.user_id = ue.user_id
    where ue.user_id <> ${viewerUserId} and ue.state in ${seatHoldingStatesSql()}
      and ua.university_id = (select va.university_id from user_affiliations va where va.user_id = ${viewerUserId})`;
}

/** The published events that have the fact for this viewer, by id. */
export async function universityRecordEventIds(db: Db, viewerUserId: string, now = new Date()): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select e.id from events e
    where e.id in (${universityRecordEventIdsSql(viewerUserId)}) and ${publishedEventCondition("e", now)}
    order by e.id`);
  return result.rows.map((row) => row.id);
}
