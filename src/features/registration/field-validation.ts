import {
  ADDRESS_MAX_LENGTH,
  KATAKANA_PATTERN,
  MAX_AGE_YEARS,
  MIN_AGE_YEARS,
  NAME_MAX_LENGTH,
  PHONE_PATTERN,
  POSTCODE_PATTERN,
  isUniversityEmail as isAcJpEmail,
} from "@core/registration/field-rules";
import { JST_OFFSET_MS } from "@core/time-units";

/**
 * Field checks of the registration forms, run before sending (the server checks again with the same bounds from
 * core/registration/field-rules.ts). Each returns the Japanese message or null.
 */

/** Full-width digits and hyphens typed with a Japanese IME become ASCII digits; other separators are dropped. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
}

export function normalizePostcode(value: string): string {
  return toAsciiDigits(value).replace(/[\s\-‐－ー―〒]/g, "");
}

export function normalizePhone(value: string): string {
  return toAsciiDigits(value).replace(/[\s\-‐－ー―()（）]/g, "");
}

/** Hiragana typed into a kana field become katakana (ぁ-ゖ → ァ-ヶ), ASCII spaces become full-width. */
export function toKatakana(value: string): string {
  return value.replace(/[ぁ-ゖ]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60));
}

const KATAKANA = KATAKANA_PATTERN;
const POSTCODE = POSTCODE_PATTERN;
const JAPANESE_PHONE = PHONE_PATTERN;
const FOREIGN_PHONE = /^\+?\d{7,15}$/;
export { ADDRESS_MAX_LENGTH, MAX_AGE_YEARS, MIN_AGE_YEARS, NAME_MAX_LENGTH };

export function requiredText(value: string, label: string, max: number): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return `${label}を入力してください`;
  if (trimmed.length > max) return `${label}は${max}文字以内で入力してください`;
  return null;
}

export function optionalText(value: string, label: string, max: number): string | null {
  return value.trim().length > max ? `${label}は${max}文字以内で入力してください` : null;
}

export function kanaError(value: string, label: string): string | null {
  const missing = requiredText(value, label, NAME_MAX_LENGTH);
  if (missing) return missing;
  return KATAKANA.test(toKatakana(value.trim())) ? null : `${label}は全角カタカナで入力してください`;
}

export function postcodeError(value: string): string | null {
  const digits = normalizePostcode(value);
  if (digits === "") return "郵便番号を入力してください";
  return POSTCODE.test(digits) ? null : "郵便番号は7桁の数字で入力してください（例: 1500001）";
}

export function phoneError(value: string, foreign: boolean): string | null {
  const digits = normalizePhone(value);
  if (digits === "") return "電話番号を入力してください";
  if (foreign) return FOREIGN_PHONE.test(digits) ? null : "電話番号は7〜15桁の数字で入力してください";
  return JAPANESE_PHONE.test(digits)
    ? null
    : "電話番号は0から始まる10桁または11桁の数字で入力してください（例: 09012345678）";
}

export interface DateParts {
  year: string;
  month: string;
  day: string;
}

/** YYYY-MM-DD of a real calendar day, or null. */
export function isoDate({ year, month, day }: DateParts): string | null {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d) || y < 1000) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** Today in Japan as YYYY-MM-DD. */
export function tokyoToday(now: Date): string {
  return new Date(now.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

function yearsBefore(day: string, years: number): string {
  const monthDay = day.slice(5) === "02-29" ? "02-28" : day.slice(5);
  return `${String(Number(day.slice(0, 4)) - years).padStart(4, "0")}-${monthDay}`;
}

export function dateOfBirthError(parts: DateParts, now: Date = new Date()): string | null {
  if (parts.year === "" || parts.month === "" || parts.day === "") return "生年月日を選択してください";
  const day = isoDate(parts);
  if (!day) return "存在しない日付です。生年月日をご確認ください";
  const today = tokyoToday(now);
  if (day > yearsBefore(today, MIN_AGE_YEARS) || day <= yearsBefore(today, MAX_AGE_YEARS + 1)) {
    return `生年月日をご確認ください（${MIN_AGE_YEARS}歳以上${MAX_AGE_YEARS}歳以下の方が登録できます）`;
  }
  return null;
}

/** The years a date-of-birth year select offers, newest first. */
export function birthYears(now: Date = new Date()): number[] {
  const thisYear = Number(tokyoToday(now).slice(0, 4));
  const years: number[] = [];
  for (let year = thisYear - MIN_AGE_YEARS; year >= thisYear - MAX_AGE_YEARS - 1; year -= 1) years.push(year);
  return years;
}

/** An address at a university (ac.jp) domain, with something before the @. */
export function isUniversityEmail(email: string): boolean {
  const value = email.trim();
  return /^[^\s@]+@/.test(value) && isAcJpEmail(value);
}
