import { groupByKanaRow, KANA_ROW_ORDER, kanaRowOf, kanaRowOfChar } from "./kana-rows";

describe("kanaRowOfChar", () => {
  it.each([
    ["あ", "あ"],
    ["お", "あ"],
    ["ぁ", "あ"],
    ["ア", "あ"],
    ["ォ", "あ"],
    ["ゔ", "あ"],
    ["ヴ", "あ"],
    ["か", "か"],
    ["が", "か"],
    ["ご", "か"],
    ["カ", "か"],
    ["ゲ", "か"],
    ["ヵ", "か"],
    ["ヶ", "か"],
    ["ゕ", "か"],
    ["さ", "さ"],
    ["ざ", "さ"],
    ["ぞ", "さ"],
    ["ジ", "さ"],
    ["た", "た"],
    ["だ", "た"],
    ["っ", "た"],
    ["ヅ", "た"],
    ["ど", "た"],
    ["な", "な"],
    ["の", "な"],
    ["ニ", "な"],
    ["は", "は"],
    ["ば", "は"],
    ["ぱ", "は"],
    ["ぽ", "は"],
    ["ブ", "は"],
    ["ペ", "は"],
    ["ま", "ま"],
    ["も", "ま"],
    ["ミ", "ま"],
    ["や", "や"],
    ["ゃ", "や"],
    ["よ", "や"],
    ["ユ", "や"],
    ["ョ", "や"],
    ["ら", "ら"],
    ["ろ", "ら"],
    ["リ", "ら"],
    ["わ", "わ"],
    ["ゎ", "わ"],
    ["を", "わ"],
    ["ん", "わ"],
    ["ヲ", "わ"],
    ["ン", "わ"],
    ["ヰ", "わ"],
    ["ヷ", "わ"],
    ["ヺ", "わ"],
    ["ヿ", "か"],
  ])("%s is in the %s row", (char, row) => {
    expect(kanaRowOfChar(char)).toBe(row);
  });

  it.each([
    ["ｱ", "あ"],
    ["ｶﾞ", "か"],
    ["ﾊﾟ", "は"],
    ["ﾝ", "わ"],
  ])("half-width %s is in the %s row", (char, row) => {
    expect(kanaRowOfChar(char)).toBe(row);
  });

  it("reads a decomposed voiced kana (か + U+3099) as its row", () => {
    expect(kanaRowOfChar("か\u3099")).toBe("か");
    expect(kanaRowOfChar("ハ\u309a")).toBe("は");
  });

  it.each(["A", "z", "Ａ", "1", "９", "日", "株", "ー", "・", "&", " ", "", "😀", "ゝ", "ヽ", "〆"])(
    "%j is その他",
    (char) => {
      expect(kanaRowOfChar(char)).toBe("その他");
    },
  );
});

describe("kanaRowOf", () => {
  it("takes initial_char first", () => {
    expect(kanaRowOf({ initial_char: "サ", name_pronunciation: "あおば" })).toBe("さ");
    expect(kanaRowOf({ initial_char: "A", name_pronunciation: "えーびーしー" })).toBe("その他");
  });

  it("falls back to the first character of name_pronunciation when initial_char is empty", () => {
    expect(kanaRowOf({ initial_char: "", name_pronunciation: "ガイア" })).toBe("か");
    expect(kanaRowOf({ initial_char: " ", name_pronunciation: "ﾊﾟﾙｺ" })).toBe("は");
    expect(kanaRowOf({ initial_char: "", name_pronunciation: "" })).toBe("その他");
  });
});

describe("groupByKanaRow", () => {
  const company = (id: number, initial_char: string) => ({ id, initial_char, name_pronunciation: "" });

  it("groups in gojūon order with その他 last, leaves empty rows out and keeps the given order inside a row", () => {
    const companies = [
      company(1, "わ"),
      company(2, "B"),
      company(3, "カ"),
      company(4, "あ"),
      company(5, "が"),
      company(6, "1"),
      company(7, "ん"),
    ];
    expect(groupByKanaRow(companies).map((group) => [group.row, group.companies.map((c) => c.id)])).toEqual([
      ["あ", [4]],
      ["か", [3, 5]],
      ["わ", [1, 7]],
      ["その他", [2, 6]],
    ]);
  });

  it("answers nothing for no companies", () => {
    expect(groupByKanaRow([])).toEqual([]);
  });

  it("orders every row as KANA_ROW_ORDER", () => {
    const all = ["ら", "や", "ま", "は", "な", "た", "さ", "か", "あ", "わ", "X"].map((char, index) =>
      company(index, char),
    );
    expect(groupByKanaRow(all).map((group) => group.row)).toEqual(KANA_ROW_ORDER);
  });
});
