import { z } from "zod";

const scoreSchema = z.number().min(0).max(5).nullable();
const countSchema = z.number().int().nonnegative();

export const awardRankSchema = z.enum(["bronze", "silver", "gold"]);

/** A クチコミアワード of the company. */
export const companyAwardSchema = z.object({ year: z.number().int().min(2019).max(2025), rank: awardRankSchema });

/** official_contents.image_gallery item. */
export const companyGalleryItemSchema = z.object({
  title: z.string(),
  description: z.string(),
  image_url: z.string().min(1),
  display_order: z.number().int(),
});

/** One company with its review and event counts, as read by queryCompanies. */
export const companyRowSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  name_pronunciation: z.string(),
  initial_char: z.string().min(1),
  square_logo_url: z.string().min(1).nullable(),
  official_description: z.string(),
  business_category_id: z.number().int().positive(),
  business_subcategory_name: z.string().min(1),
  overall_score: scoreSchema,
  recruitment_score: scoreSchema,
  internship_score: scoreSchema,
  seminar_score: scoreSchema,
  review_count: countSchema,
  experience_review_count: countSchema,
  follower_count: countSchema,
  is_official_company: z.boolean(),
  is_foreign: z.boolean(),
  event_count: countSchema,
  official_image_url: z.string().min(1).nullable(),
  job_category_names: z.array(z.string().min(1)),
  headquarters_prefecture_code: z.number().int().min(1).max(47),
  headquarters_area_id: z.number().int().positive(),
  /** published events hosted or co-hosted, newest first */
  event_ids: z.array(z.number().int().positive()),
  awards: z.array(companyAwardSchema),
  image_gallery: z.array(companyGalleryItemSchema),
  /** the main company of the company's group; null when it has none (or the group has no main company) */
  group_main_company_id: z.number().int().positive().nullable(),
  /** every company of that group (itself included), id order; empty without a group */
  group_company_ids: z.array(z.number().int().positive()),
  /** the sitemap's lastmod of the company page */
  updated_at: z.date(),
});
export type CompanyRow = z.infer<typeof companyRowSchema>;
