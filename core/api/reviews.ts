import { z } from "zod";
import { queryIntegerSchema } from "./query-values";

export const REVIEWS_MAX_PER = 50;
export const REVIEWS_DEFAULT_PER = 20;

const ratingSchema = z.number().int().min(1).max(5);

/** Ratings per axis: company reviews have atmosphere/growth/welfare/selection, event reviews content/staff/usefulness. */
export const reviewRatingsSchema = z.object({
  overall: ratingSchema,
  atmosphere: ratingSchema.optional(),
  growth: ratingSchema.optional(),
  welfare: ratingSchema.optional(),
  selection: ratingSchema.optional(),
  content: ratingSchema.optional(),
  staff: ratingSchema.optional(),
  usefulness: ratingSchema.optional(),
});

export const reviewSummaryCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  initial_char: z.string(),
  square_logo: z.string().nullable(),
  business_category_id: z.number().int(),
});

/** One review of GET /api/v1/reviews (and of the prerendered /reviews page). */
export const reviewSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(["company", "event"]),
  company: reviewSummaryCompanySchema,
  /** company reviews: selection | internship | seminar; null for event reviews */
  phase: z.enum(["selection", "internship", "seminar"]).nullable(),
  graduate_year: z.number().int(),
  ratings: reviewRatingsSchema,
  title: z.string(),
  /** the body's first 80 characters, with … when cut */
  excerpt: z.string(),
  helpful_count: z.number().int().nonnegative(),
  created_at: z.iso.datetime({ offset: true }),
  /** the review's detail page, e.g. /companies/3/reviews/120 or /companies/3/event_reviews/45 */
  path: z.string(),
  /** 参加者の体験記: an event review written by a student who attended the event (checked in); false for company reviews */
  attended: z.boolean(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** GET /api/v1/reviews query. */
export const reviewListQuerySchema = z.object({
  kind: z.enum(["company", "event", "all"]).optional().describe("company reviews, event reviews or both (default all)"),
  business_category_ids: z
    .array(queryIntegerSchema.pipe(z.number().int().min(1)))
    .max(14)
    .optional()
    .describe("industries (business categories) of the reviewed company"),
  company_id: queryIntegerSchema
    .pipe(z.number().int().min(1))
    .optional()
    .describe("only reviews of this company (the reviewed company's id)"),
  order: z.enum(["newest", "helpful"]).optional().describe("newest first (default) or most helpful first"),
  page: queryIntegerSchema
    .pipe(z.number().int().min(1).max(10_000))
    .optional()
    .describe("1-based page number (default 1)"),
  per: queryIntegerSchema
    .pipe(z.number().int().min(1).max(REVIEWS_MAX_PER))
    .optional()
    .describe(`page size, at most ${REVIEWS_MAX_PER} (default ${REVIEWS_DEFAULT_PER})`),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

export const reviewListResponseSchema = z.object({
  reviews: z.array(reviewSummarySchema),
  /** reviews matching the filters, all pages */
  total_counts: z.number().int().nonnegative(),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;
