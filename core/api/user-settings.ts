import { z } from "zod";
import { JST_OFFSET_MS } from "../time-units";

/** "2027年卒": the display form of a graduation year (Current user `graduate_year`). */
export function graduateYearLabel(graduateYear: number): string {
  return `${graduateYear}年卒`;
}

/**
 * Graduation years a student may choose at `now`. Japan's academic year starts in April and students graduate in
 * March, so from April of year Y the class still studying graduates in Y+1 (before April: Y). The window runs from
 * the class that graduated last (recent graduates still job-hunt as new graduates) to five years after the
 * current class (a first-year in a six-year programme).
 */
export function graduateYearWindow(now: Date): { min: number; max: number } {
  const jst = new Date(now.getTime() + JST_OFFSET_MS);
  const currentClass = jst.getUTCFullYear() + (jst.getUTCMonth() >= 3 ? 1 : 0);
  return { min: currentClass - 1, max: currentClass + 5 };
}

/** PATCH /api/v1/users/graduate_year and /app_api/v1/users/graduate_year. */
export const graduateYearRequestSchema = z.strictObject({
  /** e.g. 2027; must lie in `graduateYearWindow(now)` (else 400 naming graduate_year) */
  graduate_year: z.number().int().min(2000).max(2100),
});
export type GraduateYearRequest = z.infer<typeof graduateYearRequestSchema>;

/** The stored year, in both forms the Current user carries. */
export const graduateYearResponseSchema = z.object({
  graduate_year: z.string(),
  graduate_year_number: z.number().int(),
});
export type GraduateYearResponse = z.infer<typeof graduateYearResponseSchema>;

/** PATCH /api/v1/users/receive_scout_message (spec §3: read back as scout_approved). */
export const receiveScoutMessageRequestSchema = z.strictObject({ receive_scout_message: z.boolean() });
export const receiveScoutMessageResponseSchema = z.object({ scout_approved: z.boolean() });
export type ReceiveScoutMessageResponse = z.infer<typeof receiveScoutMessageResponseSchema>;

/** GET /api/v1/users/student_confirmation. */
export const studentConfirmationResponseSchema = z.object({ is_student_confirmed: z.boolean() });
export type StudentConfirmationResponse = z.infer<typeof studentConfirmationResponseSchema>;
