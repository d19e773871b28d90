import { testCheckinCompany } from "./test/checkin-fixtures";
import { groupCompaniesByKanaRow, kanaRowOf } from "./company-kana-rows";

describe("kana rows of the fair's companies (local stand-in)", () => {
  it("puts hiragana, katakana, voiced and half-width kana in their row, anything else in その他", () => {
    expect(kanaRowOf("ミ")).toBe("ま");
    expect(kanaRowOf("が")).toBe("か");
    expect(kanaRowOf("ﾊﾟ")).toBe("は");
    expect(kanaRowOf("ヴ")).toBe("あ");
    expect(kanaRowOf("ン")).toBe("わ");
    expect(kanaRowOf("A")).toBe("その他");
    expect(kanaRowOf("株")).toBe("その他");
  });

  it("groups in あ…わ order, その他 last, keeping each row's given order", () => {
    const companies = [
      testCheckinCompany({ id: 1, initial_char: "A", name: "ABC" }),
      testCheckinCompany({ id: 2, initial_char: "サ", name: "サクラ電機" }),
      testCheckinCompany({ id: 3, initial_char: "ア", name: "アオバ" }),
      testCheckinCompany({ id: 4, initial_char: "ソ", name: "ソラ" }),
    ];
    expect(groupCompaniesByKanaRow(companies).map(({ heading, companies: row }) => [heading, row.map((company) => company.id)])).toEqual([
      ["あ行", [3]],
      ["さ行", [2, 4]],
      ["その他", [1]],
    ]);
  });
});
