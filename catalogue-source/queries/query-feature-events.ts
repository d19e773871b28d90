import { publishedEventCondition } from "./published-event-condition";
import type { Queryable } from "./queryable";

/** Published feature events with their published events in display order. */
export const featureEventsSql = `
select
  fe.id,
  fe.title,
  fe.description_markdown,
  fe.image_url,
  fe.display_order,
  fe.updated_at,
  coalesce(
    (
      select array_agg(fee.event_id order by fee.display_order, fee.event_id)
      from feature_event_events fee
      join events e on e.id = fee.event_id
      where fee.feature_event_id = fe.id and ${publishedEventCondition}
    ),
    '{}'::int[]
  ) as event_ids
from feature_events fe
where fe.published
order by fe.id
`;

export async function queryFeatureEvents(db: Queryable): Promise<unknown[]> {
  return (await db.query(featureEventsSql)).rows;
}
