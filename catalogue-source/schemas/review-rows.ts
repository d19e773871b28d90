import { z } from "zod";
import { eventCategorySchema } from "../../core/event-category-schema";

const ratingSchema = z.number().int().min(1).max(5);

const reviewRowBase = {
  id: z.number().int().positive(),
  company_id: z.number().int().positive(),
  graduate_year: z.number().int(),
  rating_overall: ratingSchema,
  title: z.string().min(1),
  body: z.string(),
  helpful_count: z.number().int().nonnegative(),
  created_at: z.date(),
};

/** One company review, as read by queryCompanyReviews. */
export const companyReviewRowSchema = z.object({
  ...reviewRowBase,
  phase: z.enum(["selection", "internship", "seminar"]),
  rating_atmosphere: ratingSchema,
  rating_growth: ratingSchema,
  rating_welfare: ratingSchema,
  rating_selection: ratingSchema,
});
export type CompanyReviewRow = z.infer<typeof companyReviewRowSchema>;

/** One event review with its event, as read by queryEventReviews. */
export const eventReviewRowSchema = z.object({
  ...reviewRowBase,
  event_id: z.number().int().positive(),
  event_title: z.string().min(1),
  event_category: eventCategorySchema,
  event_has_page: z.boolean(),
  rating_content: ratingSchema,
  rating_staff: ratingSchema,
  rating_usefulness: ratingSchema,
  /** written from an attended entry (参加者の体験記) */
  attended: z.boolean(),
});
export type EventReviewRow = z.infer<typeof eventReviewRowSchema>;
