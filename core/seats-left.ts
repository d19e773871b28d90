/** At or under this many seats left, a schedule or a course says 残りわずか. */
export const FEW_SEATS_LEFT = 5;

/** 残りわずか（3席） / 残り12席 for a positive count of free seats; null for none (満席 says it) or no limit. */
export function seatsLeftLabel(remaining: number | null | undefined): string | null {
  if (remaining === null || remaining === undefined || remaining <= 0) return null;
  return remaining <= FEW_SEATS_LEFT ? `残りわずか（${remaining}席）` : `残り${remaining}席`;
}
