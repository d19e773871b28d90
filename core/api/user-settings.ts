import { z } from "zod";
import { selectableGraduateYears } from "../graduate-year";

export { graduateYearLabel } from "../graduate-year";

/**
 * Graduation years a student may choose at `now`, as bounds: the window of `selectableGraduateYears` (one rule for the
 * API, the registration form and /settings).
 */
export function graduateYearWindow(now: Date): { min: number; max: number } {
  const years = selectableGraduateYears(now);
  return { min: years[0]!, max: years[years.length - 1]! };
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
