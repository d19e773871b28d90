import { tokyoYear } from "@core/dates/tokyo-date";

describe("tokyoYear", () => {
  it("uses the Asia/Tokyo calendar, not UTC", () => {
    expect(tokyoYear(new Date("2026-12-31T14:59:59Z"))).toBe(2026);
    expect(tokyoYear(new Date("2026-12-31T15:00:00Z"))).toBe(2027);
  });
});
