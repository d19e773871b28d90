import { seatsLeftLabel } from "@core/seats-left";
import type { ScheduleStatusLabel } from "./schedule-status";

export { FEW_SEATS_LEFT } from "@core/seats-left";

/**
 * The seats-left note of a schedule that still takes entries (the run-time `remaining_seat_count`), or null:
 * no admission limit, not known yet, no seat left (満席 says it) or not taking entries (中止, 受付終了).
 */
export function remainingSeatsNote(
  remaining: number | null | undefined,
  statusLabels: readonly ScheduleStatusLabel[],
): string | null {
  if (statusLabels.some((label) => label !== "抽選")) return null;
  return seatsLeftLabel(remaining);
}
