/** Spec §9 timer maximum: browsers keep delays in a signed 32-bit integer and fire at once for anything longer. */
export const TIMER_MAXIMUM_MS = 2_147_483_647;

/** `setTimeout` whose delay is clamped to 0…TIMER_MAXIMUM_MS, so a far expiry waits as long as it can instead of firing now. */
export function setSafeTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout> {
  return setTimeout(callback, Math.min(Math.max(ms, 0), TIMER_MAXIMUM_MS));
}
