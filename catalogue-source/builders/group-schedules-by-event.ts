import type { SourceScheduleRow } from "../schemas/schedule-row";

/** One pass over all schedules, so building each event does not scan the whole list. */
export function groupSchedulesByEvent(schedules: readonly SourceScheduleRow[]): Map<number, SourceScheduleRow[]> {
  const byEvent = new Map<number, SourceScheduleRow[]>();
  for (const schedule of schedules) {
    const list = byEvent.get(schedule.event_id);
    if (list) list.push(schedule);
    else byEvent.set(schedule.event_id, [schedule]);
  }
  return byEvent;
}
