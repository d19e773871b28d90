import type { AlertMessage, Schedule } from "../../../core/api/event-detail";

type ScheduleState = Pick<Schedule, "canceled" | "stopped_entry" | "deadline" | "has_reached_admission_limit">;

/**
 * The notice above an event's entry button, derived from its schedules: every schedule canceled → canceled;
 * none still taking entries → closed; every schedule still taking entries is full → full; otherwise none.
 */
export function deriveAlertMessage(schedules: readonly ScheduleState[]): AlertMessage | null {
  if (schedules.length === 0) return null;
  if (schedules.every((schedule) => schedule.canceled)) {
    return { announce_type: "canceled", icon: "warning", message: "このイベントは開催中止となりました" };
  }
  const open = schedules.filter((schedule) => !schedule.canceled && !schedule.stopped_entry && !schedule.deadline);
  if (open.length === 0) {
    return { announce_type: "closed", icon: "info", message: "このイベントの受付は終了しました" };
  }
  if (open.every((schedule) => schedule.has_reached_admission_limit)) {
    return { announce_type: "full", icon: "info", message: "受付中の日程はすべて満席です" };
  }
  return null;
}
