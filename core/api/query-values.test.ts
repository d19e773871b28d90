import { queryBooleanSchema, queryIntegerSchema, queryIsoDateTimeSchema } from "./query-values";

describe("query value schemas", () => {
  it("read whole numbers and reject anything else, empty text included", () => {
    expect(queryIntegerSchema.parse("42")).toBe(42);
    expect(queryIntegerSchema.parse("-3")).toBe(-3);
    for (const text of ["", "1.5", "12abc", "99999999999999999999"])
      expect(queryIntegerSchema.safeParse(text).success).toBe(false);
  });

  it("keep whole numbers within Postgres integer (int4), which every id and count column is", () => {
    expect(queryIntegerSchema.parse("2147483647")).toBe(2_147_483_647);
    expect(queryIntegerSchema.parse("-2147483648")).toBe(-2_147_483_648);
    for (const text of ["2147483648", "-2147483649", "9007199254740993"])
      expect(queryIntegerSchema.safeParse(text).success).toBe(false);
  });

  it("read the booleans the client writes", () => {
    expect(queryBooleanSchema.parse("true")).toBe(true);
    expect(queryBooleanSchema.parse("false")).toBe(false);
    expect(queryBooleanSchema.safeParse("1").success).toBe(false);
  });

  it("accept ISO 8601 date-times with an offset", () => {
    expect(queryIsoDateTimeSchema.parse("2026-04-01T10:00:00+09:00")).toBe("2026-04-01T10:00:00+09:00");
    expect(queryIsoDateTimeSchema.parse("2026-04-01T01:00:00.000Z")).toBe("2026-04-01T01:00:00.000Z");
    expect(queryIsoDateTimeSchema.safeParse("2026/04/01").success).toBe(false);
  });
});
