import { z } from "zod";

/**
 * POST /api/v1/user_registrations/student_verifications: mails a 6-digit code to a university address (an ac.jp
 * domain). Only for a completed registration whose student is not yet confirmed (409 otherwise).
 */
export const studentVerificationRequestSchema = z.strictObject({ email: z.email().max(254) });
export type StudentVerificationRequest = z.infer<typeof studentVerificationRequestSchema>;
export const studentVerificationResponseSchema = z.object({ email: z.string(), expires_at: z.string() });
export type StudentVerificationResponse = z.infer<typeof studentVerificationResponseSchema>;

/** POST /api/v1/user_registrations/student_verifications/confirm: the mailed code; confirms the student. */
export const studentVerificationCodeRequestSchema = z.strictObject({
  code: z.string().regex(/^\d{6}$/, "must be 6 digits"),
});
export type StudentVerificationCodeRequest = z.infer<typeof studentVerificationCodeRequestSchema>;

/**
 * POST /api/v1/user_registrations/student_confirmations: the student confirms the school details of their
 * affiliation (no body). Both calls answer the new state, as GET /api/v1/users/student_confirmation does.
 */
export const studentConfirmedResponseSchema = z.object({ is_student_confirmed: z.boolean() });
export type StudentConfirmedResponse = z.infer<typeof studentConfirmedResponseSchema>;
