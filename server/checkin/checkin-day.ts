import { fromZonedTime } from "date-fns-tz";
import { tokyoDay } from "./checkin-codes";

/** 00:00 in Tokyo of the JST day containing `at`. */
export function tokyoDayStart(at: Date): Date {
  return fromZonedTime(`${tokyoDay(at)}T00:00:00`, "Asia/Tokyo");
}

/**
 * The venue door's window of a schedule: from 00:00 JST of the day it starts until it ends (`end_at` excluded). A
 * schedule spanning several days is open on each of them. Canceled schedules are never open.
 */
export function isCheckinOpen(schedule: { startAt: Date; endAt: Date; canceled: boolean }, now: Date): boolean {
  return (
    !schedule.canceled &&
    now.getTime() >= tokyoDayStart(schedule.startAt).getTime() &&
    now.getTime() < schedule.endAt.getTime()
  );
}

/** Whether now's JST day lies within the schedule's days (its start day to its end day). */
export function isHeldToday(schedule: { startAt: Date; endAt: Date }, now: Date): boolean {
  const today = tokyoDay(now);
  return tokyoDay(schedule.startAt) <= today && today <= tokyoDay(schedule.endAt);
}
