import type { ScheduleStatusLabel } from "./schedule-status";

/** At or under this many seats left, a schedule says 残りわずか. */
export const FEW_SEATS_LEFT = 5;

/**
 * The seats-left note of a schedule that still takes entries (the run-time `remaining_seat_count`), or null:
 * no admission limit, not known yet, no seat left (満席 says it) or not taking entries (中止, 受付終了).
 */
export function remainingSeatsNote(remaining: number | null | undefined, statusLabels: readonly ScheduleStatusLabel[]): string | null {
  if (remaining === null || remaining === undefined || remaining <= 0) return null;
  if (statusLabels.some((label) => label !== "抽選")) return null;
  return remaining <= FEW_SEATS_LEFT ? `残りわずか（${remaining}席）` : `残り${remaining}席`;
}
