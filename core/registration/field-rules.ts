import { JST_OFFSET_MS } from "../time-units";

/**
 * Bounds of the registration answers, shared by the server's zod schemas and the browser's forms (plain values, no
 * zod, so the browser bundle can import them).
 */

/** Full-width katakana, the long-vowel mark and spaces (姓・名のフリガナ). */
export const KATAKANA_PATTERN = /^[ァ-ヶー・\u3000 ]+$/u;

/** 7 digits without hyphen (郵便番号). */
export const POSTCODE_PATTERN = /^\d{7}$/;

/**
 * Japanese phone numbers, digits only (hyphens are removed before checking): mobile, IP and 0800 numbers have 11
 * digits (070/080/090/050/0800), landlines and 0120 have 10 (0, then 1–9, never those 11-digit prefixes).
 */
export const PHONE_PATTERN = /^(?:0[5789]0\d{8}|0(?![5789]0)[1-9]\d{8})$/;

/** Removes hyphens (ASCII and the Japanese long dashes) and spaces a student may type into a phone number. */
export function normalizePhoneNumber(value: string): string {
  return value.replace(/[-‐－ー―\s]/gu, "");
}

export const NAME_MAX_LENGTH = 30;
export const ADDRESS_MAX_LENGTH = 100;
/** A student is at least 15 and at most 80 years old on the day the answer is stored. */
export const MIN_AGE_YEARS = 15;
export const MAX_AGE_YEARS = 80;

/** YYYY-MM-DD shifted back by whole years (29 February falls back to 28 February). */
function yearsBefore(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) - years;
  const monthDay = day.slice(5) === "02-29" ? "02-28" : day.slice(5);
  return `${String(year).padStart(4, "0")}-${monthDay}`;
}

/** A plausible student's date of birth (YYYY-MM-DD): aged MIN_AGE_YEARS to MAX_AGE_YEARS today, Japan time. */
export function isPlausibleDateOfBirth(day: string, now: Date = new Date()): boolean {
  const today = new Date(now.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
  return day <= yearsBefore(today, MIN_AGE_YEARS) && day > yearsBefore(today, MAX_AGE_YEARS + 1);
}

export const SCHOOL_TYPE_VALUES = [
  "university",
  "graduate_school",
  "junior_college",
  "technical_college",
  "vocational_school",
  "high_school",
] as const;
export type SchoolType = (typeof SCHOOL_TYPE_VALUES)[number];

export const SCHOOL_TYPE_LABELS: Readonly<Record<SchoolType, string>> = {
  university: "大学",
  graduate_school: "大学院",
  junior_college: "短期大学",
  technical_college: "高等専門学校",
  vocational_school: "専門学校",
  high_school: "高等学校",
};

export const GRADE_VALUES = [
  "学部1年",
  "学部2年",
  "学部3年",
  "学部4年",
  "学部5年",
  "学部6年",
  "修士1年",
  "修士2年",
  "博士1年",
  "博士2年",
  "博士3年",
  "その他",
] as const;

export const SCHOOL_NAME_MAX_LENGTH = 100;
export const COURSE_MAX_LENGTH = 50;
export const SEMINAR_CIRCLE_MAX_LENGTH = 100;

export const PREFERRED_BUSINESS_CATEGORIES_MAX = 5;
export const PREFERRED_JOB_TYPES_MAX = 5;
export const PREFERRED_COMPANY_CHOICE_FACTOR_TYPES_MAX = 5;

export const ACTIVITIES_MAX = 10;
export const ACTIVITY_DESCRIPTION_MAX_LENGTH = 400;
export const STUDENT_ENDEAVOR_MAX_LENGTH = 800;

/** Schedules picked on recommend_events and events sent as recently viewed, at most. */
export const REGISTRATION_SCHEDULES_MAX = 20;
export { RECENTLY_VIEWED_EVENTS_MAX } from "./recently-viewed-events-max";

/** 学生時代の活動: large categories and the medium categories each allows (user_activities). */
export const ACTIVITY_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  "サークル・部活動": ["運動系", "文化系", "音楽系", "その他"],
  アルバイト: ["接客・販売", "塾講師・家庭教師", "事務", "軽作業", "その他"],
  "ゼミ・研究": ["研究活動", "論文・発表", "その他"],
  留学: ["語学留学", "交換留学", "ワーキングホリデー", "その他"],
  ボランティア: ["地域活動", "国際協力", "災害支援", "その他"],
  インターンシップ: ["長期インターン", "短期インターン", "その他"],
  "学生団体・起業": ["学生団体", "起業・個人事業", "その他"],
  "資格・語学": ["資格取得", "語学", "その他"],
};

/** University e-mail domains for student_verification: the ac.jp second-level domain. */
export function isUniversityEmail(email: string): boolean {
  return /@(?:[a-z0-9-]+\.)+ac\.jp$/i.test(email);
}
