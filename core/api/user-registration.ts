import { z } from "zod";
import { REGISTRATION_GROUP_KEYS, REGISTRATION_STEP_KEYS } from "../registration/registration-flow";

/** Spec §3 Registration version groups and step keys. */
export const registrationGroupKeySchema = z.enum(REGISTRATION_GROUP_KEYS);
export type RegistrationGroupKey = z.infer<typeof registrationGroupKeySchema>;

export const registrationStepKeySchema = z.enum(REGISTRATION_STEP_KEYS);
export type RegistrationStepKey = z.infer<typeof registrationStepKeySchema>;

/** GET /api/v1/user_registration_versions/{user_registration_version_key}: groups and their steps, in order. */
export const userRegistrationVersionSchema = z.object({
  key: z.string(),
  groups: z.array(
    z.object({ key: registrationGroupKeySchema, steps: z.array(z.object({ key: registrationStepKeySchema })) }),
  ),
});
export type UserRegistrationVersion = z.infer<typeof userRegistrationVersionSchema>;
export const userRegistrationVersionResponseSchema = z.object({
  user_registration_version: userRegistrationVersionSchema,
});
export type UserRegistrationVersionResponse = z.infer<typeof userRegistrationVersionResponseSchema>;

export const userRegistrationCompleteStepSchema = z.object({
  id: z.number().int(),
  user_registration_step_key: registrationStepKeySchema,
});
export type UserRegistrationCompleteStep = z.infer<typeof userRegistrationCompleteStepSchema>;

/** GET /api/v1/user_registrations: the signed-in student's registration (404 when the student has none). */
export const userRegistrationSchema = z.object({
  user_registration_id: z.number().int(),
  email: z.string(),
  user_registration_version_key: z.string(),
  status: z.enum(["incomplete", "completed"]),
  user_registration_complete_steps: z.array(userRegistrationCompleteStepSchema),
});
export type UserRegistration = z.infer<typeof userRegistrationSchema>;
export const userRegistrationResponseSchema = z.object({ user_registration: userRegistrationSchema });
export type UserRegistrationResponse = z.infer<typeof userRegistrationResponseSchema>;

/**
 * POST /api/v1/user_registrations (ours, for for_miraiid_users): a signed-in account without a registration (a Mirai
 * ID from another offering) starts one of this version. An existing registration is answered unchanged.
 */
export const startUserRegistrationRequestSchema = z.strictObject({
  user_registration_version_key: z.string().min(1).max(50),
});
export type StartUserRegistrationRequest = z.infer<typeof startUserRegistrationRequestSchema>;

/** POST /api/v1/user_registrations/user_registration_complete_steps. */
export const completeStepRequestSchema = z.strictObject({ user_registration_step_key: registrationStepKeySchema });
export type CompleteStepRequest = z.infer<typeof completeStepRequestSchema>;

/** `completed`: this call completed the step; `already_completed`: it was complete before (nothing changed). */
export const completeStepResponseSchema = z.object({
  status: z.enum(["completed", "already_completed"]),
  message: z.string(),
});
export type CompleteStepResponse = z.infer<typeof completeStepResponseSchema>;

export const completeStepPathSchema = z.object({ user_registration_step_key: registrationStepKeySchema });

/** One chosen cooperating site as the complete call registered it; error_message null when registered. */
export const siteRegistrationResultSchema = z.object({
  cooperating_site_id: z.number().int(),
  name: z.string(),
  error_message: z.string().nullable(),
});
export type SiteRegistrationResult = z.infer<typeof siteRegistrationResultSchema>;

/** One schedule picked on recommend_events; error_message null when the entry was made. */
export const eventEntryResultSchema = z.object({
  schedule_id: z.number().int(),
  event: z.object({ id: z.number().int(), title: z.string(), category: z.string() }).nullable(),
  error_message: z.string().nullable(),
});
export type EventEntryResult = z.infer<typeof eventEntryResultSchema>;

/** POST /api/v1/user_registrations/complete (spec §3 completion result). A repeated call answers the first result. */
export const completionResultSchema = z.object({
  student_confirmation_completed: z.boolean(),
  site_registration_results: z.array(siteRegistrationResultSchema),
  event_entry_results: z.array(eventEntryResultSchema),
});
export type CompletionResult = z.infer<typeof completionResultSchema>;

/** GET /api/v1/user_registrations/thanks_page_url: where the browser goes after completing (null while incomplete). */
export const thanksPageUrlResponseSchema = z.object({ thanks_page_url: z.string().nullable() });
export type ThanksPageUrlResponse = z.infer<typeof thanksPageUrlResponseSchema>;
