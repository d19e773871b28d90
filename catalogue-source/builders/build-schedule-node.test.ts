import { scheduleRow } from "../test/row-fixtures";
import { buildScheduleNode } from "./build-schedule-node";

describe("buildScheduleNode", () => {
  it("maps the row with db ids and ISO dates", () => {
    expect(buildScheduleNode(scheduleRow())).toEqual({
      db_id: 100,
      event_db_id: 10,
      title: "東京会場",
      start_at: "2025-07-10T01:00:00.000Z",
      end_at: "2025-07-10T04:00:00.000Z",
      time_limit_at: "2025-07-05T14:59:00.000Z",
      place: "東京都千代田区丸の内1-1-1",
      prefecture_code: 13,
      is_online: false,
      admission_limit_number: 30,
      stopped_entry: false,
      canceled: false,
      has_reached_admission_limit: false,
    });
  });

  it("keeps whether the schedule was full at build time", () => {
    expect(buildScheduleNode(scheduleRow({ has_reached_admission_limit: true })).has_reached_admission_limit).toBe(
      true,
    );
  });

  it("links no prefecture for an online schedule", () => {
    const node = buildScheduleNode(scheduleRow({ is_online: true, prefecture_code: 13, time_limit_at: null }));
    expect(node.prefecture_code).toBeNull();
    expect(node.is_online).toBe(true);
    expect(node.time_limit_at).toBeNull();
  });
});
