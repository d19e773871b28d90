import {
  dateOfBirthError,
  isoDate,
  isUniversityEmail,
  kanaError,
  normalizePhone,
  phoneError,
  postcodeError,
  toKatakana,
} from "./field-validation";

const now = new Date("2026-11-23T12:00:00Z");

describe("kana", () => {
  test.each<[string, string | null]>([
    ["ヤマダ", null],
    ["ヤマダ　タロウ", null],
    ["やまだ", null], // hiragana is converted
    ["ヴァージニア", null],
    ["", "セイ（カナ）を入力してください"],
    ["山田", "セイ（カナ）は全角カタカナで入力してください"],
    ["ﾔﾏﾀﾞ", "セイ（カナ）は全角カタカナで入力してください"],
    ["Yamada", "セイ（カナ）は全角カタカナで入力してください"],
  ])("%s", (value, expected) => {
    expect(kanaError(value, "セイ（カナ）")).toBe(expected);
  });
  test("toKatakana", () => expect(toKatakana("たろう")).toBe("タロウ"));
});

describe("postcode: 7 digits, hyphen and full-width accepted", () => {
  test.each<[string, string | null]>([
    ["1500001", null],
    ["150-0001", null],
    ["１５０－０００１", null],
    ["〒150-0001", null],
    ["", "郵便番号を入力してください"],
    ["150001", "郵便番号は7桁の数字で入力してください（例: 1500001）"],
    ["15000011", "郵便番号は7桁の数字で入力してください（例: 1500001）"],
  ])("%s", (value, expected) => {
    expect(postcodeError(value)).toBe(expected);
  });
});

describe("Japanese phone numbers", () => {
  test.each<[string, boolean, boolean]>([
    ["090-1234-5678", false, true],
    ["08012345678", false, true],
    ["050-1234-5678", false, true],
    ["03-1234-5678", false, true],
    ["0120-123-456", false, true],
    ["０９０１２３４５６７８", false, true],
    ["9012345678", false, false],
    ["0901234567", false, false], // 090 numbers have 11 digits
    ["090123456789", false, false],
    ["+44 20 7946 0958", true, true],
    ["123", true, false],
  ])("%s (abroad %s) valid=%s", (value, foreign, valid) => {
    expect(phoneError(value, foreign) === null).toBe(valid);
  });
  test("normalizePhone drops separators", () => expect(normalizePhone("(03) 1234-5678")).toBe("0312345678"));
});

describe("date of birth: a real day, 15 to 80 years old in Japan time", () => {
  test.each<[string, string, string, string | null]>([
    ["2004", "4", "1", null],
    ["2004", "2", "30", "存在しない日付です。生年月日をご確認ください"],
    ["2003", "2", "29", "存在しない日付です。生年月日をご確認ください"],
    ["2004", "2", "29", null],
    ["2011", "11", "23", null],
    ["2011", "11", "24", "生年月日をご確認ください（15歳以上80歳以下の方が登録できます）"],
    ["1945", "11", "23", "生年月日をご確認ください（15歳以上80歳以下の方が登録できます）"],
    ["1945", "11", "24", null],
    ["", "4", "1", "生年月日を選択してください"],
  ])("%s-%s-%s", (year, month, day, expected) => {
    expect(dateOfBirthError({ year, month, day }, now)).toBe(expected);
  });
  test("isoDate pads to YYYY-MM-DD", () => expect(isoDate({ year: "2004", month: "4", day: "1" })).toBe("2004-04-01"));
});

test.each<[string, boolean]>([
  ["taro@mail.example.ac.jp", true],
  ["taro@u-tokyo.ac.jp", true],
  ["taro@example.jp", false],
  ["taro@ac.jp", false],
  ["taro@example.ac.jp.evil.com", false],
])("university address %s → %s", (email, expected) => {
  expect(isUniversityEmail(email)).toBe(expected);
});
