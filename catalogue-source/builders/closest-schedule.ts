import { closestOpenSchedule } from "../../src/domain/entry-window";
import type { CardSchedule } from "../../src/domain/event-card-facts";
import type { SourceScheduleRow } from "../schemas/schedule-row";

/** A schedule row as src/domain/event-card-facts.ts reads it. */
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

/** The schedule a card shows (src/domain/entry-window.ts): the open one whose entry closes first. */
export function findClosestSchedule(schedules: readonly SourceScheduleRow[], now: Date): SourceScheduleRow | null {
  return closestOpenSchedule(schedules, cardSchedule, now.getTime());
}
