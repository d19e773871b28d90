import type { ScheduleRow } from "../schemas/schedule-row";

/** When entry closes: the schedule's time limit, or its start when it has none. */
export function entryDeadline(schedule: ScheduleRow): Date {
  return schedule.time_limit_at ?? schedule.start_at;
}

export function isOpenForEntry(schedule: ScheduleRow, now: Date): boolean {
  return !schedule.canceled && !schedule.stopped_entry && entryDeadline(schedule).getTime() > now.getTime();
}

/**
 * The schedule a card shows: among schedules still open for entry at `now`, the one whose entry
 * closes first (ties: earlier start). Sorting events by its deadline gives 締切間近.
 */
export function findClosestSchedule(schedules: readonly ScheduleRow[], now: Date): ScheduleRow | null {
  let closest: ScheduleRow | null = null;
  for (const schedule of schedules) {
    if (!isOpenForEntry(schedule, now)) continue;
    if (
      closest === null ||
      entryDeadline(schedule).getTime() < entryDeadline(closest).getTime() ||
      (entryDeadline(schedule).getTime() === entryDeadline(closest).getTime() &&
        schedule.start_at.getTime() < closest.start_at.getTime())
    ) {
      closest = schedule;
    }
  }
  return closest;
}
