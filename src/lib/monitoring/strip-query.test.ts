import { stripQuery, stripQueriesInText } from "./strip-query";

describe("stripQuery", () => {
  test.each([
    ["https://mirai-career.jp/events/internship/1?mail=a%40b.jp#top", "https://mirai-career.jp/events/internship/1"],
    ["https://mirai-career.jp/login#token=abc", "https://mirai-career.jp/login"],
    ["/api/v1/users?email=a@b.jp", "/api/v1/users"],
    ["https://mirai-career.jp/companies", "https://mirai-career.jp/companies"],
  ])("%s → %s", (url, stripped) => {
    expect(stripQuery(url)).toBe(stripped);
  });

  test("undefined stays undefined", () => {
    expect(stripQuery(undefined)).toBeUndefined();
  });
});

describe("stripQueriesInText", () => {
  test("removes the query of every URL in a message or stack and leaves the rest", () => {
    expect(stripQueriesInText("GET https://mirai-career.jp/api/v1/x?email=a@b.jp failed (see https://a.jp/b#c)")).toBe(
      "GET https://mirai-career.jp/api/v1/x failed (see https://a.jp/b)",
    );
    expect(stripQueriesInText("at f (https://mirai-career.jp/app.js?v=1:10:5)")).toBe(
      "at f (https://mirai-career.jp/app.js)",
    );
  });
});
