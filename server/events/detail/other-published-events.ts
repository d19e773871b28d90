import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { EventListItem } from "../../../core/api/event-list";
import { loadEventListItems } from "../listing/event-list-item";
import type { EventRecord } from "../../event-records/load-event-row";
import { publishedEventCondition } from "../../event-records/published-event-sql";

export const OTHER_PUBLISHED_EVENTS_LIMIT = 20;

/**
 * The host company's other published events: those still taking entries first (soonest deadline first), then the
 * rest, newest first. Empty for fairs hosted by Mirai itself.
 */
export async function loadOtherPublishedEvents(
  db: Db,
  event: EventRecord,
  now: Date = new Date(),
): Promise<EventListItem[]> {
  if (event.hostCompanyId === null) return [];
  const result = await db.execute<{ id: number }>(sql`
    select e.id
    from events e
    left join lateral (
      select min(s.time_limit_at) as next_deadline from schedules s
      where s.event_id = e.id and not s.canceled and not s.stopped_entry and s.time_limit_at > ${now.toISOString()}
    ) open on true
    where e.host_company_id = ${event.hostCompanyId} and e.id <> ${event.id} and ${publishedEventCondition("e", now)}
    order by open.next_deadline asc nulls last, e.updated_at desc, e.id desc
    limit ${OTHER_PUBLISHED_EVENTS_LIMIT}`);
  return loadEventListItems(
    db,
    result.rows.map((row) => row.id),
    now,
  );
}
