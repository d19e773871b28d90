import { z } from "zod";
import { requestIdSchema } from "./request-id";
import { mailCampaignTypeValues } from "./current-user";
import {
  PREFERRED_BUSINESS_CATEGORIES_MAX,
  PREFERRED_COMPANY_CHOICE_FACTOR_TYPES_MAX,
  PREFERRED_JOB_TYPES_MAX,
} from "../registration/field-rules";

const idSchema = requestIdSchema;

function uniqueIds(values: readonly number[]): boolean {
  return new Set(values).size === values.length;
}

/** Priorities must be exactly 1..n (n = number of choices), each once. */
function prioritiesAreOneToN(values: readonly { priority: number }[]): boolean {
  const priorities = values.map((value) => value.priority).sort((a, b) => a - b);
  return priorities.every((priority, index) => priority === index + 1);
}

/** 1..max choices, each id once, priorities exactly 1..n. */
function rankedChoices<T extends { priority: number }>(item: z.ZodType<T>, max: number, idOf: (value: T) => number) {
  return z
    .array(item)
    .min(1)
    .max(max)
    .refine((values) => uniqueIds(values.map(idOf)), "each choice at most once")
    .refine(prioritiesAreOneToN, "priorities must be 1 to the number of choices, each once");
}

/** GET/PUT …/user_registration_preferred_business_categories: 1–5 industries ranked by priority (1 = first choice). */
export const preferredBusinessCategoriesSchema = z.strictObject({
  preferred_business_categories: rankedChoices(
    z.strictObject({
      business_category_id: idSchema,
      priority: z.number().int().min(1).max(PREFERRED_BUSINESS_CATEGORIES_MAX),
    }),
    PREFERRED_BUSINESS_CATEGORIES_MAX,
    (value) => value.business_category_id,
  ),
});
export type PreferredBusinessCategories = z.infer<typeof preferredBusinessCategoriesSchema>;
export const preferredBusinessCategoriesResponseSchema = z.object({
  preferred_business_categories: z.array(
    z.object({ business_category_id: z.number().int(), priority: z.number().int() }),
  ),
});
export type PreferredBusinessCategoriesResponse = z.infer<typeof preferredBusinessCategoriesResponseSchema>;

/** GET/PUT …/user_registration_preferred_job_types: 1–5 job types ranked by priority (1–3 are interest_job_type). */
export const preferredJobTypesSchema = z.strictObject({
  preferred_job_types: rankedChoices(
    z.strictObject({ job_type_id: idSchema, priority: z.number().int().min(1).max(PREFERRED_JOB_TYPES_MAX) }),
    PREFERRED_JOB_TYPES_MAX,
    (value) => value.job_type_id,
  ),
});
export type PreferredJobTypes = z.infer<typeof preferredJobTypesSchema>;
export const preferredJobTypesResponseSchema = z.object({
  preferred_job_types: z.array(z.object({ job_type_id: z.number().int(), priority: z.number().int() })),
});
export type PreferredJobTypesResponse = z.infer<typeof preferredJobTypesResponseSchema>;

/** GET/PUT …/user_registration_preferred_work_prefectures: JIS prefecture codes 1–47, at least one. */
export const preferredWorkPrefecturesSchema = z.strictObject({
  prefecture_ids: z
    .array(z.number().int().min(1).max(47))
    .min(1)
    .max(47)
    .refine(uniqueIds, "each prefecture at most once"),
});
export type PreferredWorkPrefectures = z.infer<typeof preferredWorkPrefecturesSchema>;
export const preferredWorkPrefecturesResponseSchema = z.object({ prefecture_ids: z.array(z.number().int()) });
export type PreferredWorkPrefecturesResponse = z.infer<typeof preferredWorkPrefecturesResponseSchema>;

/** GET/PUT …/user_registration_preferred_company_choice_factor_types: 1–5 factors (就活の軸). */
export const preferredCompanyChoiceFactorTypesSchema = z.strictObject({
  company_choice_factor_type_ids: z
    .array(idSchema)
    .min(1)
    .max(PREFERRED_COMPANY_CHOICE_FACTOR_TYPES_MAX)
    .refine(uniqueIds, "each factor at most once"),
});
export type PreferredCompanyChoiceFactorTypes = z.infer<typeof preferredCompanyChoiceFactorTypesSchema>;
export const preferredCompanyChoiceFactorTypesResponseSchema = z.object({
  company_choice_factor_type_ids: z.array(z.number().int()),
});
export type PreferredCompanyChoiceFactorTypesResponse = z.infer<typeof preferredCompanyChoiceFactorTypesResponseSchema>;

/** PUT …/user_registration_scout_option; read back as scout_approved (spec §3). */
export const scoutOptionRequestSchema = z.strictObject({ receive_scout_message: z.boolean() });
export type ScoutOptionRequest = z.input<typeof scoutOptionRequestSchema>;
export const scoutOptionResponseSchema = z.object({ scout_approved: z.boolean() });
export type ScoutOptionResponse = z.infer<typeof scoutOptionResponseSchema>;

/** GET/PUT …/new_grad_referral_option. */
export const newGradReferralOptionSchema = z.strictObject({ new_grad_referral_option_enabled: z.boolean() });
export type NewGradReferralOption = z.infer<typeof newGradReferralOptionSchema>;
export const newGradReferralOptionResponseSchema = z.object({ new_grad_referral_option_enabled: z.boolean() });
export type NewGradReferralOptionResponse = z.infer<typeof newGradReferralOptionResponseSchema>;

const mailCampaignTypeSchema = z.enum(mailCampaignTypeValues);

/**
 * GET/PUT …/user_registration_mail_magazine_option. receive_mail_campaigns lists the mail campaign types the student
 * receives (stored as the Current user's mail_campaign_types); an empty list unsubscribes from all.
 */
export const mailMagazineOptionSchema = z.strictObject({
  receive_mail_campaigns: z
    .array(mailCampaignTypeSchema)
    .refine((values) => new Set(values).size === values.length, "each type at most once"),
  needs_information_for_women: z.boolean(),
  needs_information_for_international_students: z.boolean(),
  is_student_athlete: z.boolean(),
});
export type MailMagazineOption = z.infer<typeof mailMagazineOptionSchema>;
/** Before the first PUT: every campaign type (the default is to receive them) and false flags. */
export const mailMagazineOptionResponseSchema = z.object({
  receive_mail_campaigns: z.array(mailCampaignTypeSchema),
  needs_information_for_women: z.boolean(),
  needs_information_for_international_students: z.boolean(),
  is_student_athlete: z.boolean(),
});
export type MailMagazineOptionResponse = z.infer<typeof mailMagazineOptionResponseSchema>;
