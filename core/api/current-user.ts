import { z } from "zod";

/** Mail campaign types a student can subscribe to (spec §3). */
export const mailCampaignTypeValues = ["weekly_magazine", "event_info", "whats_new_favorite_companies"] as const;
export const mailCampaignTypeSchema = z.enum(mailCampaignTypeValues);
export type MailCampaignType = z.infer<typeof mailCampaignTypeSchema>;

const interestJobTypeSchema = z.object({
  first: z.string().nullable(),
  second: z.string().nullable(),
  third: z.string().nullable(),
});

const universityInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** e.g. 国立 / 公立 / 私立 */
  category: z.string().nullable(),
  /** area name of the university's prefecture, e.g. 関東 */
  area: z.string().nullable(),
});

/**
 * GET /api/v1/authentications/current_user_information: every Current user field of spec §3, each from real data
 * (names from basic information, school from the affiliation, counts from their tables). Dates are ISO `YYYY-MM-DD`
 * in Asia/Tokyo; fields a student has not filled in are null.
 */
export const currentUserSchema = z.object({
  id: z.string(),
  unique_id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** display form, e.g. "2027年卒" */
  graduate_year: z.string().nullable(),
  /** e.g. 2027 */
  graduate_year_number: z.number().int().nullable(),
  email: z.string(),
  university: z.string().nullable(),
  university_info: universityInfoSchema.nullable(),
  concentration_name: z.string().nullable(),
  department_group: z.string().nullable(),
  concentration_group: z.string().nullable(),
  interest_job_type: interestJobTypeSchema,
  registered_on: z.string(),
  last_sign_in_on: z.string().nullable(),
  signup_utm_source: z.string().nullable(),
  signup_utm_medium: z.string().nullable(),
  signup_utm_campaign: z.string().nullable(),
  grade: z.string().nullable(),
  department: z.string().nullable(),
  course: z.string().nullable(),
  notification_unread_count: z.number().int().min(0),
  whats_new_unread_count: z.number().int().min(0),
  unread_comments_count: z.number().int().min(0),
  entried_event_count: z.number().int().min(0),
  entried_event_schedule_reminder_type: z.string().nullable(),
  /** true when none of the profile answers (basic information, affiliation, preferences, activities) exist */
  profile_all_unfilled: z.boolean(),
  mail_campaign_types: z.array(mailCampaignTypeSchema),
  scout_enabled: z.boolean(),
  entries_count: z.number().int().min(0),
  /** ids of followed companies */
  liked_companies: z.array(z.number().int()),
  profile_image: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const currentUserResponseSchema = z.object({ current_user: currentUserSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** GET /api/v1/authentications/verify (spec §3 Session check): `valid` in token mode, `session_valid` otherwise. */
export const sessionCheckResponseSchema = z.union([
  z.object({ valid: z.literal(true) }),
  z.object({ session_valid: z.literal(true) }),
]);
export type SessionCheckResponse = z.infer<typeof sessionCheckResponseSchema>;
