import { schedulePlaceLabel, type SchedulePlaceFields } from "../../../domain/entries/schedule-place";
import { formatTokyoDateTime } from "../../../lib/dates/tokyo-date";
import type { ActionSchedule } from "../schedule-action";

/** A schedule as a row and the 日程変更 choices show it. */
export type EntryActionSchedule = ActionSchedule & SchedulePlaceFields & { title: string | null; end_at: string };

export function scheduleSummary(schedule: Pick<EntryActionSchedule, "title" | "start_at" | "end_at"> & SchedulePlaceFields): string {
  return `${schedule.title ?? "日程"} ${formatTokyoDateTime(schedule.start_at)}〜${formatTokyoDateTime(schedule.end_at)}（${schedulePlaceLabel(schedule)}）`;
}
