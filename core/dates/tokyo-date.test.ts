import { formatTokyoDate, formatTokyoDateTime, formatTokyoTime, tokyoDateTimeAttribute } from "./tokyo-date";

describe("Tokyo date formatting", () => {
  it("shows the date and time in Asia/Tokyo with a Japanese weekday", () => {
    expect(formatTokyoDateTime("2025-07-10T01:00:00.000Z")).toBe("7月10日(木) 10:00");
  });

  it("moves to the next day in Tokyo late in the UTC evening", () => {
    expect(formatTokyoDateTime("2025-07-05T14:59:00.000Z")).toBe("7月5日(土) 23:59");
    expect(formatTokyoDateTime("2025-07-05T15:00:00.000Z")).toBe("7月6日(日) 00:00");
  });

  it("gives the time alone (HH:mm) in Asia/Tokyo", () => {
    expect(formatTokyoTime("2025-07-05T00:05:00.000Z")).toBe("09:05");
    expect(formatTokyoTime("2025-07-05T15:00:00.000Z")).toBe("00:00");
  });

  it("gives a +09:00 datetime attribute", () => {
    expect(tokyoDateTimeAttribute("2025-07-10T01:00:00.000Z")).toBe("2025-07-10T10:00:00+09:00");
  });
});

describe("formatTokyoDate", () => {
  it.each([
    ["2025-07-10T01:00:00.000Z", "2025年7月10日"],
    ["2025-12-31T14:59:59.000Z", "2025年12月31日"],
    ["2025-12-31T15:00:00.000Z", "2026年1月1日"],
  ])("%s → %s (Asia/Tokyo)", (iso, expected) => {
    expect(formatTokyoDate(iso)).toBe(expected);
  });
});
