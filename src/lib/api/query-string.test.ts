import { buildQueryString } from "./query-string";

describe("buildQueryString", () => {
  it("returns an empty string without parameters", () => {
    expect(buildQueryString(undefined)).toBe("");
    expect(buildQueryString({})).toBe("");
    expect(buildQueryString({ a: undefined, b: null, c: [] })).toBe("");
  });

  it("repeats bracketed keys for arrays and skips null items", () => {
    expect(buildQueryString({ prefectures: [13, null, 14] })).toBe("?prefectures[]=13&prefectures[]=14");
  });

  it("does not double brackets already in the key", () => {
    expect(buildQueryString({ "company_ids[]": [1, 2] })).toBe("?company_ids[]=1&company_ids[]=2");
  });

  it("formats dates in ISO 8601 inside and outside arrays", () => {
    const date = new Date(Date.UTC(2026, 2, 31, 15, 0, 0));
    expect(buildQueryString({ at: date, held: [date] })).toBe(
      "?at=2026-03-31T15%3A00%3A00.000Z&held[]=2026-03-31T15%3A00%3A00.000Z",
    );
  });

  it("keeps false and 0, which are values", () => {
    expect(buildQueryString({ include_online: false, page: 0 })).toBe("?include_online=false&page=0");
  });

  it("percent-encodes keys and values", () => {
    expect(buildQueryString({ "a b": "x&y=z" })).toBe("?a%20b=x%26y%3Dz");
  });
});
