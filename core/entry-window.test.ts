import { acceptsEntryAt, closestOpenSchedule, entryDeadlineMs, isOpenForEntry, type EntryWindow } from "./entry-window";

const NOW = Date.UTC(2026, 10, 25, 12);
const HOUR = 3_600_000;
const window = (
  startHours: number,
  deadlineHours: number | null,
  extra: Partial<EntryWindow> = {},
): EntryWindow & { name: string } => ({
  name: `${startHours}/${deadlineHours}`,
  startMs: NOW + startHours * HOUR,
  timeLimitMs: deadlineHours === null ? null : NOW + deadlineHours * HOUR,
  canceled: false,
  stoppedEntry: false,
  ...extra,
});
const closest = (schedules: ReturnType<typeof window>[]) => closestOpenSchedule(schedules, (s) => s, NOW)?.name ?? null;

describe("entry window", () => {
  it("closes at the time limit, or at the start without one", () => {
    expect(entryDeadlineMs(window(48, 24))).toBe(NOW + 24 * HOUR);
    expect(entryDeadlineMs(window(48, null))).toBe(NOW + 48 * HOUR);
  });

  it("is open only before its deadline and while neither canceled nor stopped", () => {
    expect(isOpenForEntry(window(48, 24), NOW)).toBe(true);
    expect(isOpenForEntry(window(48, 0), NOW)).toBe(false);
    expect(isOpenForEntry(window(48, -1), NOW)).toBe(false);
    expect(isOpenForEntry(window(48, 24, { canceled: true }), NOW)).toBe(false);
    expect(isOpenForEntry(window(48, 24, { stoppedEntry: true }), NOW)).toBe(false);
    expect(acceptsEntryAt(NOW + 1, false, NOW)).toBe(true);
    expect(acceptsEntryAt(NOW + 1, true, NOW)).toBe(false);
  });

  it("shows the open schedule whose entry closes first, not the one that starts first", () => {
    // Starts tomorrow but entry closed an hour ago; starts in 5 days, entry closes in 2: the card shows the second.
    expect(closest([window(24, -1), window(120, 48), window(96, 72)])).toBe("120/48");
  });

  it("breaks a tie on the deadline by the earlier start, and has none when nothing is open", () => {
    expect(closest([window(72, 24), window(48, 24)])).toBe("48/24");
    expect(closest([window(24, -1), window(48, 24, { stoppedEntry: true })])).toBeNull();
    expect(closest([])).toBeNull();
  });
});
