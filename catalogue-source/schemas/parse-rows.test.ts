import { companyRowSchema } from "./company-row";
import { eventRowSchema } from "./event-row";
import { featureFlagRowSchema } from "./feature-flag-row";
import { parseRows, RowValidationError } from "./parse-rows";
import { prefectureRowSchema } from "./prefecture-row";
import { scheduleRowSchema } from "./schedule-row";
import { companyRow, eventRow, scheduleRow } from "../test/row-fixtures";

function errorOf(run: () => unknown): RowValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof RowValidationError) return error;
    throw error;
  }
  throw new Error("expected a RowValidationError");
}

describe("parseRows", () => {
  it("returns valid rows", () => {
    expect(parseRows("events", eventRowSchema, [eventRow()])).toEqual([eventRow()]);
  });

  it("rejects an unknown event category, naming table, id and field", () => {
    const error = errorOf(() =>
      parseRows("events", eventRowSchema, [eventRow(), { ...eventRow({ id: 77 }), category: "selection" }]),
    );
    expect(error.message).toMatch(/^Invalid row in table "events" \(id 77\): category: /);
    expect(error.table).toBe("events");
    expect(error.rowKey).toBe("id 77");
  });

  it("rejects an event with an empty title or a string date", () => {
    expect(() => parseRows("events", eventRowSchema, [eventRow({ title: "" })])).toThrow(/title/);
    expect(() => parseRows("events", eventRowSchema, [{ ...eventRow(), published_at: "2025-01-01" }])).toThrow(
      /published_at/,
    );
  });

  it("rejects a review average above 5", () => {
    expect(() => parseRows("events", eventRowSchema, [eventRow({ review_total_rating_average: 5.5 })])).toThrow(
      /review_total_rating_average/,
    );
  });

  it("rejects a schedule that ends before it starts", () => {
    const bad = scheduleRow({
      id: 5,
      start_at: new Date("2025-07-10T05:00:00Z"),
      end_at: new Date("2025-07-10T04:00:00Z"),
    });
    expect(() => parseRows("schedules", scheduleRowSchema, [bad])).toThrow(
      'Invalid row in table "schedules" (id 5): end_at: end_at is before start_at',
    );
  });

  it("rejects a schedule with a prefecture code outside 1–47", () => {
    expect(() => parseRows("schedules", scheduleRowSchema, [scheduleRow({ prefecture_code: 48 })])).toThrow(
      /prefecture_code/,
    );
  });

  it("rejects a company with a negative review count or a missing name", () => {
    expect(() => parseRows("companies", companyRowSchema, [companyRow({ review_count: -1 })])).toThrow(/review_count/);
    const { name: _name, ...withoutName } = companyRow({ id: 8 });
    expect(() => parseRows("companies", companyRowSchema, [withoutName])).toThrow(/\(id 8\): name:/);
  });

  it("names rows keyed by code or key", () => {
    expect(() => parseRows("prefectures", prefectureRowSchema, [{ code: 13, name: "", area_name: "関東" }])).toThrow(
      /\(code 13\)/,
    );
    expect(() => parseRows("feature_flags", featureFlagRowSchema, [{ key: "Bad Key", enabled: true }])).toThrow(
      /\(key Bad Key\)/,
    );
    expect(() => parseRows("feature_flags", featureFlagRowSchema, [{ enabled: true }])).toThrow(/\(row without id\)/);
  });
});
