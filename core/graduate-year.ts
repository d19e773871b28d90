import { JST_OFFSET_MS } from "./time-units";

/** "2027年卒": the display form of a graduation year (Current user `graduate_year`). */
export function graduateYearLabel(graduateYear: number): string {
  return `${graduateYear}年卒`;
}

/** "27卒" for 2027: the two-digit graduation-year label students use. */
export function shortGraduateYearLabel(graduateYear: number): string {
  return `${String(graduateYear % 100).padStart(2, "0")}卒`;
}

/**
 * Graduation years a student may choose at `now` (graduateYearWindow in core/api/user-settings.ts gives its bounds to
 * the API; this module has no zod so the browser can use it). Japan's academic year starts in April and students
 * graduate in March, so from April of year Y the class still studying graduates in Y+1 (before April: Y). The window
 * runs from the class that graduated last (recent graduates still job-hunt as new graduates) to five years after the
 * current class (a first-year in a six-year programme).
 */
export function selectableGraduateYears(now: Date): number[] {
  const jst = new Date(now.getTime() + JST_OFFSET_MS);
  const currentClass = jst.getUTCFullYear() + (jst.getUTCMonth() >= 3 ? 1 : 0);
  return Array.from({ length: 7 }, (_, index) => currentClass - 1 + index);
}
