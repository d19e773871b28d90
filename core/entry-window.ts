/**
 * Which schedule an event card shows, and which deadline 締切が近い順 sorts by: one rule for the build (source plugin),
 * the API's list items and the in-memory catalogue, so a prerendered card and the same card after a sort or filter
 * in the browser never disagree.
 *
 * A schedule accepts entries while it is neither canceled nor stopped and its deadline (time limit, else start) is
 * still ahead. The card shows, among those, the one whose deadline comes first (ties: earlier start); an event with
 * none shows 受付終了 and sorts last by deadline.
 */
export type EntryWindow = { startMs: number; timeLimitMs: number | null; canceled: boolean; stoppedEntry: boolean };

export function entryDeadlineMs(window: EntryWindow): number {
  return window.timeLimitMs ?? window.startMs;
}

/** The primitive form of isOpenForEntry, for loops over typed columns that should not allocate per schedule. */
export function acceptsEntryAt(deadlineMs: number, closed: boolean, nowMs: number): boolean {
  return !closed && deadlineMs > nowMs;
}

export function isOpenForEntry(window: EntryWindow, nowMs: number): boolean {
  return acceptsEntryAt(entryDeadlineMs(window), window.canceled || window.stoppedEntry, nowMs);
}

/** Whether an open schedule (deadline, start) is shown before another: its entry closes first, ties by earlier start. */
export function showsBefore(
  deadlineMs: number,
  startMs: number,
  otherDeadlineMs: number,
  otherStartMs: number,
): boolean {
  return deadlineMs < otherDeadlineMs || (deadlineMs === otherDeadlineMs && startMs < otherStartMs);
}

/** The schedule a card shows (see above), or null when none accepts entries at `nowMs`. */
export function closestOpenSchedule<T>(
  schedules: readonly T[],
  windowOf: (schedule: T) => EntryWindow,
  nowMs: number,
): T | null {
  let closest: T | null = null;
  let closestDeadline = Infinity;
  let closestStart = Infinity;
  for (const schedule of schedules) {
    const window = windowOf(schedule);
    if (!isOpenForEntry(window, nowMs)) continue;
    const deadline = entryDeadlineMs(window);
    if (showsBefore(deadline, window.startMs, closestDeadline, closestStart)) {
      closest = schedule;
      closestDeadline = deadline;
      closestStart = window.startMs;
    }
  }
  return closest;
}
