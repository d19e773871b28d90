import { eventSearchFields, normalizeSearchText, searchTerms, termGrams, textGrams } from "./search-text";

describe("normalizeSearchText", () => {
  it.each([
    ["ｶﾀｶﾅ", "かたかな"],
    ["カタカナ", "かたかな"],
    ["かたかな", "かたかな"],
    ["ＡＢＣ", "abc"],
    ["abc", "abc"],
    ["ABC", "abc"],
    ["ﾐﾗｲ ｷｬﾘｱ", "みらいきゃりあ"],
    ["　株式会社　ミライ ", "株式会社みらい"],
    ["ＩＴ・通信", "it・通信"],
    ["１２３", "123"],
    ["ヴ", "ゔ"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});

describe("searchTerms", () => {
  it("splits on any whitespace (full-width spaces included), normalises and drops duplicates", () => {
    expect(searchTerms("  銀行　ｴﾝｼﾞﾆｱ  エンジニア ")).toEqual(["銀行", "えんじにあ"]);
    expect(searchTerms("   ")).toEqual([]);
  });
});

describe("grams", () => {
  it("gives a term's bigrams, or the term when it is one character", () => {
    expect(termGrams("銀行員")).toEqual(["銀行", "行員"]);
    expect(termGrams("銀")).toEqual(["銀"]);
  });

  it("gives every unigram and bigram of each value, never across values", () => {
    expect(textGrams(["ab", "cd"])).toEqual(["a", "ab", "b", "c", "cd", "d"]);
  });

  it("builds search fields whose grams contain every gram of any substring", () => {
    const fields = eventSearchFields({
      title: "【27卒】ミライ銀行 説明会",
      companyTexts: ["ミライ銀行", "ミライギンコウ"],
      description: "金融の仕事",
    });
    expect(fields.searchText).toBe("【27卒】みらい銀行説明会\nみらい銀行\u001fみらいぎんこう\n金融の仕事");
    for (const term of ["銀行", "ぎんこう", "融", "行説"]) {
      expect(fields.searchBigrams).toEqual(expect.arrayContaining(termGrams(term)));
    }
    expect(fields.searchBigrams).not.toContain("行\u001f");
  });
});
