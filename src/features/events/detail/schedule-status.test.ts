import { scheduleStatusLabels, type ScheduleStatusInput } from "./schedule-status";

const open: ScheduleStatusInput = {
  canceled: false,
  stopped_entry: false,
  has_reached_admission_limit: false,
  time_limit_at: "2025-07-05T14:59:00Z",
};
const before = new Date("2025-07-01T00:00:00Z");

describe("scheduleStatusLabels", () => {
  it("has no label for an open schedule", () => {
    expect(scheduleStatusLabels(open, false, before)).toEqual([]);
  });

  it("shows 中止 alone for a canceled schedule", () => {
    expect(
      scheduleStatusLabels(
        { ...open, canceled: true, stopped_entry: true, has_reached_admission_limit: true },
        true,
        before,
      ),
    ).toEqual(["中止"]);
  });

  it("shows 受付終了 when entry was stopped", () => {
    expect(scheduleStatusLabels({ ...open, stopped_entry: true }, false, before)).toEqual(["受付終了"]);
  });

  it("shows 受付終了 once the deadline has passed, but not before the time is known", () => {
    const after = new Date("2025-07-06T00:00:00Z");
    expect(scheduleStatusLabels(open, false, after)).toEqual(["受付終了"]);
    expect(scheduleStatusLabels(open, false, null)).toEqual([]);
  });

  it("shows 満席 when the admission limit was reached", () => {
    expect(scheduleStatusLabels({ ...open, has_reached_admission_limit: true }, false, before)).toEqual(["満席"]);
  });

  it("shows 抽選 only while a lottery schedule still takes entries", () => {
    expect(scheduleStatusLabels(open, true, before)).toEqual(["抽選"]);
    expect(scheduleStatusLabels({ ...open, has_reached_admission_limit: true }, true, before)).toEqual(["満席"]);
  });
});
