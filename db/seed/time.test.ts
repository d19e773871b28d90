import { jstDayAt, shortYear } from "./time";

describe("jstDayAt", () => {
  it("uses the Tokyo calendar day whatever the UTC day is", () => {
    // 2026-03-31T20:00Z is already April 1st in Tokyo.
    const now = new Date("2026-03-31T20:00:00Z");
    expect(jstDayAt(now, 0, 10).toISOString()).toBe("2026-04-01T01:00:00.000Z");
    expect(jstDayAt(now, -1, 23, 59).toISOString()).toBe("2026-03-31T14:59:00.000Z");
  });
});

describe("shortYear", () => {
  it("gives the two-digit graduation label", () => {
    expect(shortYear(2027)).toBe("27");
  });
});
