import { z } from "zod";
import { eventCategorySchema } from "../../core/event-category-schema";

const dbIdSchema = z.number().int().positive();

/** One published event with its aggregates (companies, clips, review average), as read by queryEvents. */
export const eventRowSchema = z.object({
  id: dbIdSchema,
  title: z.string().min(1),
  category: eventCategorySchema,
  eye_catch_image_url: z.string().min(1).nullable(),
  /** the host company's official image: the picture of an event without an eye-catch image */
  host_official_image_url: z.string().min(1).nullable(),
  lottery: z.boolean(),
  display_own_logo: z.boolean(),
  is_trend_event: z.boolean(),
  is_pickup: z.boolean(),
  is_mirai_hosting_event: z.boolean(),
  graduate_years: z.array(z.number().int().min(2000).max(2100)),
  host_company_id: dbIdSchema.nullable(),
  business_category_id: dbIdSchema.nullable(),
  /** business categories of the event's business subcategories, ascending (which ind-N listings hold it) */
  industry_ids: z.array(dbIdSchema),
  /** participating companies in display order */
  company_ids: z.array(dbIdSchema),
  clip_count: z.number().int().nonnegative(),
  review_total_rating_average: z.number().min(0).max(5).nullable(),
  published_at: z.date(),
  updated_at: z.date(),
  description_markdown: z.string(),
  /** Reading B's short summary (internships) */
  summary: z.string().nullable(),
  application_url: z.url({ protocol: /^https?$/ }).nullable(),
  /** free text when the deadline is managed on the company's own site */
  external_deadline: z.string().nullable(),
  /** the feature event presenting the event (every joint fair has one) */
  feature_event_id: dbIdSchema.nullable(),
});
export type SourceEventRow = z.infer<typeof eventRowSchema>;
