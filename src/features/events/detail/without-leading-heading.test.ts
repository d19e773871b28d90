import { withoutLeadingHeading } from "./without-leading-heading";

describe("withoutLeadingHeading", () => {
  it("drops a first heading that says the same as the section, whatever its level or inline markup", () => {
    expect(withoutLeadingHeading("<h2>イベント概要</h2>\n<p>社員がご紹介します。</p>", "イベント概要")).toBe(
      "<p>社員がご紹介します。</p>",
    );
    expect(withoutLeadingHeading("<h3><strong> イベント概要 </strong></h3><p>本文</p>", "イベント概要")).toBe(
      "<p>本文</p>",
    );
  });

  it("keeps other headings, and the same heading further down", () => {
    const other = "<h2>こんな方におすすめ</h2><ul><li>学生</li></ul>";
    expect(withoutLeadingHeading(other, "イベント概要")).toBe(other);
    const later = "<p>はじめに</p><h2>イベント概要</h2>";
    expect(withoutLeadingHeading(later, "イベント概要")).toBe(later);
    expect(withoutLeadingHeading("", "イベント概要")).toBe("");
  });
});
