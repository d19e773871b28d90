import { seatTakenSql } from "../../db/sql/seat-taken";
import { publishedEventCondition } from "./published-event-condition";
import type { Queryable } from "./queryable";

/** Every schedule of the events chosen by `eventCondition` (SQL on alias `e`; parameters as `$n`). */
export function schedulesSqlWhere(eventCondition: string): string {
  return `
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
  s.canceled,
  (s.admission_limit_number is not null and coalesce(taken.seats, 0) >= s.admission_limit_number) as has_reached_admission_limit
from schedules s
join events e on e.id = s.event_id
left join (
  select en.schedule_id, count(*)::int as seats
  from entries en
  where ${seatTakenSql("en")}
  group by en.schedule_id
) taken on taken.schedule_id = s.id
where ${eventCondition}
order by s.event_id, s.start_at, s.id
`;
}

/** Every schedule of a published event (the build). */
export const schedulesSql = schedulesSqlWhere(publishedEventCondition);

export async function querySchedules(db: Queryable): Promise<unknown[]> {
  return (await db.query(schedulesSql)).rows;
}
