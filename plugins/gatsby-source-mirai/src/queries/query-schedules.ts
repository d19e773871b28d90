import { publishedEventCondition } from "./published-event-condition";
import type { Queryable } from "./queryable";

/** Every schedule of a published event. */
export const schedulesSql = `
select
  s.id,
  s.event_id,
  s.title,
  s.start_at,
  s.end_at,
  s.time_limit_at,
  s.place,
  s.prefecture_code::int as prefecture_code,
  s.is_online,
  s.admission_limit_number,
  s.stopped_entry,
  s.canceled
from schedules s
join events e on e.id = s.event_id
where ${publishedEventCondition}
order by s.event_id, s.start_at, s.id
`;

export async function querySchedules(db: Queryable): Promise<unknown[]> {
  return (await db.query(schedulesSql)).rows;
}
