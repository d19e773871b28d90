import { z } from "zod";
import { pageQuerySchema, perQuerySchema, queryBooleanSchema, queryIntegerSchema } from "./query-values";

export const COMPANY_LIST_DEFAULT_PER = 30;
export const COMPANY_LIST_MAX_PER = 100;

/** company_review_scores: overall score high to low (unscored last), then id; name: reading (name_pronunciation) あ→ん, then id. */
export const companyListOrderValues = ["company_review_scores", "name"] as const;
export const companyListOrderSchema = z.enum(companyListOrderValues);
export type CompanyListOrder = z.infer<typeof companyListOrderSchema>;

/** GET /api/v1/companies (the filterable listing of /companies/plp). */
export const companyListQuerySchema = z.object({
  page: pageQuerySchema,
  per: perQuerySchema(COMPANY_LIST_MAX_PER, COMPANY_LIST_DEFAULT_PER),
  business_category_ids: z
    .array(queryIntegerSchema.pipe(z.number().int().min(1)))
    .optional()
    .describe("business category ids (any of them)"),
  prefectures: z
    .array(queryIntegerSchema.pipe(z.number().int().min(1).max(47)))
    .optional()
    .describe("JIS codes of the headquarters prefecture (any of them)"),
  lower_limit_of_company_review: queryIntegerSchema
    .pipe(z.number().int().min(1).max(5))
    .optional()
    .describe("overall score at least this (1–5); unscored companies are left out"),
  companies_to_follow: queryBooleanSchema
    .optional()
    .describe(
      "only companies the signed-in student follows; needs a signed-in student (401 when anonymous), the answer is then personal (no-store)",
    ),
  order: companyListOrderSchema.optional().describe("company_review_scores (default) or name"),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

/** One company card of GET /api/v1/companies. */
export const companyListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_pronunciation: z.string(),
  initial_char: z.string(),
  square_logo: z.string().nullable(),
  business_category_id: z.number().int(),
  business_category_name: z.string(),
  business_category_icon_key: z.string(),
  business_subcategory_name: z.string(),
  overall_score: z.number().nullable(),
  review_count: z.number().int(),
  follower_count: z.number().int(),
  /** published events hosted or co-hosted */
  event_count: z.number().int(),
  is_official_company: z.boolean(),
  is_foreign: z.boolean(),
  headquarters_prefecture_code: z.number().int(),
  latest_award_reviews_year: z.number().int().nullable(),
  /** bronze | silver | gold of the latest award */
  latest_award_reviews_badge: z.enum(["bronze", "silver", "gold"]).nullable(),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

/** `total_counts`: matching companies over all pages. */
export const companyListResponseSchema = z.object({
  companies: z.array(companyListItemSchema),
  total_counts: z.number().int(),
});
export type CompanyListResponse = z.infer<typeof companyListResponseSchema>;
