import { closestOpenSchedule, type EntryWindow } from "../../../../src/domain/entry-window";
import type { ScheduleRow } from "../schemas/schedule-row";

function entryWindow(schedule: ScheduleRow): EntryWindow {
  return {
    startMs: schedule.start_at.getTime(),
    timeLimitMs: schedule.time_limit_at?.getTime() ?? null,
    canceled: schedule.canceled,
    stoppedEntry: schedule.stopped_entry,
  };
}

/** The schedule a card shows (src/domain/entry-window.ts): the open one whose entry closes first. */
export function findClosestSchedule(schedules: readonly ScheduleRow[], now: Date): ScheduleRow | null {
  return closestOpenSchedule(schedules, entryWindow, now.getTime());
}
