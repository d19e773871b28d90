import { JST_OFFSET_MS } from "./time-units";

/** "27卒" for 2027: the two-digit graduation-year label students use. */
export function shortGraduateYearLabel(graduateYear: number): string {
  return `${String(graduateYear % 100).padStart(2, "0")}卒`;
}

/**
 * Graduation years a student may choose at `now` (the same window as graduateYearWindow in
 * core/api/user-settings.ts, without zod so the browser can use it): from the class that graduated last to
 * five years after the class now studying (from April of year Y, the current class graduates in Y+1).
 */
export function selectableGraduateYears(now: Date): number[] {
  const jst = new Date(now.getTime() + JST_OFFSET_MS);
  const currentClass = jst.getUTCFullYear() + (jst.getUTCMonth() >= 3 ? 1 : 0);
  return Array.from({ length: 7 }, (_, index) => currentClass - 1 + index);
}
