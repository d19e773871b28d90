import { eventRow, scheduleRow } from "../test/row-fixtures";
import { buildEventNode } from "./build-event-node";

const now = new Date("2025-06-01T00:00:00Z");

describe("buildEventNode", () => {
  it("maps the row to snake_case node fields with db_id and ISO dates", () => {
    const node = buildEventNode(eventRow(), [scheduleRow()], now);
    expect(node).toMatchObject({
      db_id: 10,
      title: "【27卒】夏のエンジニア職インターンシップ",
      category: "internship",
      route_category: "internship",
      host_company_db_id: 3,
      company_db_ids: [3],
      has_companies: true,
      business_category_db_id: 2,
      clip_count: 12,
      review_total_rating_average: 4.2,
      published_at: "2025-05-01T00:00:00.000Z",
      updated_at: "2025-05-02T00:00:00.000Z",
      schedule_count: 1,
      schedule_db_ids: [100],
    });
  });

  it("maps the entry category to the route category selection", () => {
    expect(buildEventNode(eventRow({ category: "entry" }), [], now).route_category).toBe("selection");
  });

  it("keeps a gosetsu event without host company, linking its participating companies in display order", () => {
    const node = buildEventNode(
      eventRow({ category: "gosetsu", host_company_id: null, company_ids: [7, 5, 7], business_category_id: null }),
      [],
      now,
    );
    expect(node.host_company_db_id).toBeNull();
    expect(node.business_category_db_id).toBeNull();
    expect(node.company_db_ids).toEqual([7, 5]);
    expect(node.has_companies).toBe(true);
    expect(node.route_category).toBe("gosetsu");
  });

  it("labels graduate years in order as 27卒-style labels", () => {
    const node = buildEventNode(eventRow({ graduate_years: [2028, 2027, 2028] }), [], now);
    expect(node.graduate_years).toEqual([2027, 2028]);
    expect(node.short_graduate_years).toEqual(["27卒", "28卒"]);
    expect(node.short_graduate_year).toBe("27卒・28卒");
  });

  it("gives an empty label when no graduate year is targeted", () => {
    expect(buildEventNode(eventRow({ graduate_years: [] }), [], now).short_graduate_year).toBe("");
  });

  it("marks an online-only event as live with no prefectures", () => {
    const schedules = [
      scheduleRow({ id: 1, is_online: true, prefecture_code: null, place: null }),
      scheduleRow({ id: 2, is_online: true, prefecture_code: 13 }),
    ];
    const node = buildEventNode(eventRow(), schedules, now);
    expect(node.has_live_schedule).toBe(true);
    expect(node.prefecture_codes).toEqual([]);
    expect(node.schedule_count).toBe(2);
  });

  it("collects distinct prefectures of offline schedules, ignoring canceled ones", () => {
    const schedules = [
      scheduleRow({ id: 1, prefecture_code: 27 }),
      scheduleRow({ id: 2, prefecture_code: 13 }),
      scheduleRow({ id: 3, prefecture_code: 27 }),
      scheduleRow({ id: 4, prefecture_code: 1, canceled: true }),
    ];
    const node = buildEventNode(eventRow(), schedules, now);
    expect(node.prefecture_codes).toEqual([13, 27]);
    expect(node.has_live_schedule).toBe(false);
    expect(node.schedule_count).toBe(3);
  });

  it("does not count a canceled online schedule as live", () => {
    const node = buildEventNode(eventRow(), [scheduleRow({ is_online: true, canceled: true })], now);
    expect(node.has_live_schedule).toBe(false);
  });

  it("picks the open schedule whose entry closes first as closest_schedule", () => {
    const schedules = [
      scheduleRow({
        id: 1,
        start_at: new Date("2025-06-20T01:00:00Z"),
        end_at: new Date("2025-06-20T03:00:00Z"),
        time_limit_at: new Date("2025-06-15T00:00:00Z"),
      }),
      scheduleRow({
        id: 2,
        start_at: new Date("2025-05-20T01:00:00Z"),
        end_at: new Date("2025-05-20T03:00:00Z"),
        time_limit_at: new Date("2025-05-15T00:00:00Z"),
      }),
      scheduleRow({
        id: 3,
        start_at: new Date("2025-06-10T01:00:00Z"),
        end_at: new Date("2025-06-10T03:00:00Z"),
        time_limit_at: new Date("2025-06-08T00:00:00Z"),
        stopped_entry: true,
      }),
      scheduleRow({
        id: 4,
        start_at: new Date("2025-06-12T01:00:00Z"),
        end_at: new Date("2025-06-12T03:00:00Z"),
        time_limit_at: new Date("2025-06-09T00:00:00Z"),
        canceled: true,
      }),
      scheduleRow({
        id: 5,
        start_at: new Date("2025-06-30T01:00:00Z"),
        end_at: new Date("2025-06-30T03:00:00Z"),
        time_limit_at: null,
      }),
    ];
    const node = buildEventNode(eventRow(), schedules, now);
    expect(node.closest_schedule).toEqual({
      db_id: 1,
      start_at: "2025-06-20T01:00:00.000Z",
      time_limit_at: "2025-06-15T00:00:00.000Z",
    });
    expect(node.schedule_db_ids).toEqual([2, 3, 4, 1, 5]);
  });

  it("uses the start as deadline for a schedule without time limit", () => {
    const schedules = [
      scheduleRow({
        id: 1,
        start_at: new Date("2025-06-03T01:00:00Z"),
        end_at: new Date("2025-06-03T02:00:00Z"),
        time_limit_at: null,
      }),
      scheduleRow({
        id: 2,
        start_at: new Date("2025-06-20T01:00:00Z"),
        end_at: new Date("2025-06-20T02:00:00Z"),
        time_limit_at: new Date("2025-06-05T00:00:00Z"),
      }),
    ];
    expect(buildEventNode(eventRow(), schedules, now).closest_schedule).toEqual({
      db_id: 1,
      start_at: "2025-06-03T01:00:00.000Z",
      time_limit_at: null,
    });
  });

  it("has no closest schedule when every deadline has passed", () => {
    const schedules = [scheduleRow({ time_limit_at: new Date("2025-05-31T23:59:59Z") })];
    expect(buildEventNode(eventRow(), schedules, now).closest_schedule).toBeNull();
  });

  it("ignores schedules of other events", () => {
    const node = buildEventNode(eventRow({ id: 10 }), [scheduleRow({ id: 1, event_id: 11 })], now);
    expect(node.schedule_count).toBe(0);
    expect(node.schedule_db_ids).toEqual([]);
    expect(node.closest_schedule).toBeNull();
  });
});
