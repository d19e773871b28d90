import { hidePassedDeadlines } from "./hide-passed-deadlines";

const now = new Date("2025-06-10T03:00:00.000Z");

function eventClosingAt(id: number, timeLimitAt: string | null, startAt = "2025-06-20T01:00:00.000Z") {
  return { id, closest_schedule: { start_at: startAt, time_limit_at: timeLimitAt } };
}

describe("hidePassedDeadlines", () => {
  it("keeps events whose deadline is still ahead, in their order", () => {
    const events = [eventClosingAt(2, "2025-06-12T00:00:00.000Z"), eventClosingAt(1, "2025-06-11T00:00:00.000Z")];
    expect(hidePassedDeadlines(events, now).map((e) => e.id)).toEqual([2, 1]);
  });

  it("drops events whose deadline passed after the build, including one closing exactly now", () => {
    const events = [
      eventClosingAt(1, "2025-06-10T02:59:59.000Z"),
      eventClosingAt(2, "2025-06-10T03:00:00.000Z"),
      eventClosingAt(3, "2025-06-10T03:00:01.000Z"),
    ];
    expect(hidePassedDeadlines(events, now).map((e) => e.id)).toEqual([3]);
  });

  it("falls back to the start time when there is no time limit", () => {
    const events = [
      eventClosingAt(1, null, "2025-06-10T01:00:00.000Z"),
      eventClosingAt(2, null, "2025-06-11T01:00:00.000Z"),
    ];
    expect(hidePassedDeadlines(events, now).map((e) => e.id)).toEqual([2]);
  });

  it("drops events without an open schedule", () => {
    expect(hidePassedDeadlines([{ id: 1, closest_schedule: null }], now)).toEqual([]);
  });
});
