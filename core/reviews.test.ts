import { labelledRatings, reviewExcerpt, shortGraduateYear } from "./reviews";

describe("review helpers", () => {
  it.each([
    [2027, "27卒"],
    [2030, "30卒"],
    [2100, "00卒"],
  ])("shortGraduateYear(%i) = %s", (year, label) => {
    expect(shortGraduateYear(year)).toBe(label);
  });

  it.each([
    ["短い本文", "短い本文"],
    ["改行を\n  含む 本文", "改行を 含む 本文"],
    ["あ".repeat(80), "あ".repeat(80)],
    ["あ".repeat(81), `${"あ".repeat(80)}…`],
  ])("reviewExcerpt(%j)", (body, excerpt) => {
    expect(reviewExcerpt(body)).toBe(excerpt);
  });

  it("labels the ratings with the axes of the kind, in display order", () => {
    expect(
      labelledRatings("event", { overall: 4, usefulness: 3, content: 5, staff: 2 }).map((r) => `${r.label} ${r.value}`),
    ).toEqual(["総合評価 4", "内容の充実度 5", "社員の対応 2", "企業理解への役立ち度 3"]);
    expect(
      labelledRatings("company", { overall: 4, atmosphere: 5, growth: 4, welfare: 3, selection: 2 }).map(
        (r) => r.label,
      ),
    ).toEqual(["総合評価", "社風・雰囲気", "成長環境", "待遇・福利厚生", "選考の納得感"]);
  });
});
