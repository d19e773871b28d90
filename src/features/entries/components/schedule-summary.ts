import { schedulePlaceLabel, type SchedulePlaceFields } from "@core/entries/schedule-place";
import { formatTokyoDateTime } from "@core/dates/tokyo-date";
import type { ActionSchedule } from "../schedule-action";

/** A schedule as a row and the 日程変更 choices show it. */
export type EntryActionSchedule = ActionSchedule & SchedulePlaceFields & { title: string | null; end_at: string };

export function scheduleSummary(
  schedule: Pick<EntryActionSchedule, "title" | "start_at" | "end_at"> & SchedulePlaceFields,
): string {
  return `${schedule.title ?? "日程"} ${formatTokyoDateTime(schedule.start_at)}〜${formatTokyoDateTime(schedule.end_at)}（${schedulePlaceLabel(schedule)}）`;
}
