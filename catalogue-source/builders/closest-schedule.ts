import { closestOpenSchedule } from "../../core/entry-window";
import type { CardSchedule } from "../../core/event-card-facts";
import type { SourceScheduleRow } from "../schemas/schedule-row";

/** A schedule row as core/event-card-facts.ts reads it. */
export function cardSchedule(schedule: SourceScheduleRow): CardSchedule {
  return {
    startMs: schedule.start_at.getTime(),
    timeLimitMs: schedule.time_limit_at?.getTime() ?? null,
    canceled: schedule.canceled,
    stoppedEntry: schedule.stopped_entry,
    isOnline: schedule.is_online,
    prefectureCode: schedule.prefecture_code,
  };
}

/** The schedule a card shows (core/entry-window.ts): the open one whose entry closes first. */
export function findClosestSchedule(schedules: readonly SourceScheduleRow[], now: Date): SourceScheduleRow | null {
  return closestOpenSchedule(schedules, cardSchedule, now.getTime());
}
