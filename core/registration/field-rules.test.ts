import {
  isPlausibleDateOfBirth,
  isUniversityEmail,
  KATAKANA_PATTERN,
  normalizePhoneNumber,
  PHONE_PATTERN,
  POSTCODE_PATTERN,
} from "./field-rules";

describe("registration field rules", () => {
  it.each([
    ["ヤマダ", true],
    ["ヴァン　デル", true],
    ["ソーヤ・ジョン", true],
    ["やまだ", false],
    ["ﾔﾏﾀﾞ", false],
    ["Yamada", false],
  ])("katakana %s → %s", (value, ok) => {
    expect(KATAKANA_PATTERN.test(value)).toBe(ok);
  });

  it.each([
    ["090-1234-5678", true],
    ["0312345678", true],
    ["050 1234 5678", true],
    ["0901234567", false],
    ["0120123456", true],
    ["1234567890", false],
    ["090123456789", false],
  ])("phone %s → %s", (value, ok) => {
    expect(PHONE_PATTERN.test(normalizePhoneNumber(value))).toBe(ok);
  });

  it("postcodes are 7 digits without hyphen", () => {
    expect(POSTCODE_PATTERN.test("1500001")).toBe(true);
    expect(POSTCODE_PATTERN.test("150-0001")).toBe(false);
  });

  it("accepts dates of birth from 15 to 80 years ago (Japan time)", () => {
    const now = new Date("2026-11-23T15:30:00Z"); // 24 Nov 2026 in Japan
    expect(isPlausibleDateOfBirth("2011-11-24", now)).toBe(true);
    expect(isPlausibleDateOfBirth("2011-11-25", now)).toBe(false);
    expect(isPlausibleDateOfBirth("1945-11-25", now)).toBe(true);
    expect(isPlausibleDateOfBirth("1945-11-24", now)).toBe(false);
  });

  it("recognises university addresses by their ac.jp domain", () => {
    expect(isUniversityEmail("s123@mail.mirai-u.ac.jp")).toBe(true);
    expect(isUniversityEmail("s123@ac.jp")).toBe(false);
    expect(isUniversityEmail("s123@mirai.ac.jp.example.com")).toBe(false);
    expect(isUniversityEmail("s123@gmail.com")).toBe(false);
  });
});
