/** What decides a schedule's status labels; build data or the run-time schedules API. */
export type ScheduleStatusInput = {
  canceled: boolean;
  stopped_entry: boolean;
  has_reached_admission_limit: boolean;
  time_limit_at: string | null;
};

export type ScheduleStatusLabel = "中止" | "受付終了" | "満席" | "抽選";

/**
 * Status labels of a schedule, most decisive first. 中止 replaces everything else; 受付終了 when entry was
 * stopped or (once `now` is known) the deadline has passed; 満席 when seats ran out; 抽選 for lottery events
 * that still take entries.
 */
export function scheduleStatusLabels(
  schedule: ScheduleStatusInput,
  lottery: boolean,
  now: Date | null,
): ScheduleStatusLabel[] {
  if (schedule.canceled) return ["中止"];
  const deadlinePassed =
    now !== null && schedule.time_limit_at !== null && new Date(schedule.time_limit_at).getTime() <= now.getTime();
  const labels: ScheduleStatusLabel[] = [];
  if (schedule.stopped_entry || deadlinePassed) labels.push("受付終了");
  if (schedule.has_reached_admission_limit) labels.push("満席");
  if (lottery && labels.length === 0) labels.push("抽選");
  return labels;
}
