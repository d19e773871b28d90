import { z } from "zod";

const scoreSchema = z.number().min(0).max(5).nullable();
const countSchema = z.number().int().nonnegative();

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
});
export type CompanyRow = z.infer<typeof companyRowSchema>;
