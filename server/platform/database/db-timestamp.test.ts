import { toIsoString } from "./db-timestamp";

describe("toIsoString", () => {
  it("rewrites Postgres' UTC text exactly as Date does, fractions cut to milliseconds", () => {
    const texts = [
      "2026-11-26 06:43:39+00",
      "2026-11-26 06:43:39.2+00",
      "2026-11-26 06:43:39.29+00",
      "2026-11-26 06:43:39.296+00",
      "2026-11-26 06:43:39.2969+00",
      "2026-11-26 06:43:39.999999+00",
      "2024-02-29 23:59:59.000001+00",
      "1999-12-31 00:00:00.5+00",
    ];
    for (const text of texts) expect(toIsoString(text)).toBe(new Date(text).toISOString());
    expect(toIsoString("2026-11-26 06:43:39.999999+00")).toBe("2026-11-26T06:43:39.999Z");
  });

  it("goes through Date for other offsets, ISO text and Dates", () => {
    expect(toIsoString("2026-11-26 15:43:39.296+09")).toBe("2026-11-26T06:43:39.296Z");
    expect(toIsoString("2026-11-26T06:43:39.296Z")).toBe("2026-11-26T06:43:39.296Z");
    expect(toIsoString(new Date(Date.UTC(2026, 10, 26, 6, 43, 39, 296)))).toBe("2026-11-26T06:43:39.296Z");
  });
});
