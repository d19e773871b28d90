import { z } from "zod";
import { eventCategorySchema } from "../event-category-schema";
import { queryIntegerSchema } from "./query-values";
import { eventListItemSchema } from "./event-list";

/**
 * GET /api/v1/recommended_events and /app_api/v1/recommended_events. All three are required (spec §5: "eventId,
 * companyIds and eventCategory for recommended events"): `event_id` is the event being viewed (never recommended),
 * `company_ids[]` its companies, `event_category` the API category to recommend from. `per` at most 100, default 10.
 */
export const recommendedEventsQuerySchema = z.object({
  event_id: queryIntegerSchema,
  company_ids: z.array(queryIntegerSchema).min(1),
  event_category: eventCategorySchema,
  per: queryIntegerSchema.pipe(z.number().int().min(1).max(100)).optional(),
  graduate_year: queryIntegerSchema
    .pipe(z.number().int().min(2000).max(2100))
    .optional()
    .describe("the viewer's graduation year (ours, not in the spec): only events for all years or for this one"),
});
export type RecommendedEventsQuery = z.input<typeof recommendedEventsQuerySchema>;

/**
 * Published events of the category that still take entries, most similar first: a host in the same business
 * subcategory as one of `company_ids`, then the same business category, then popularity (clips and entries).
 * Events of `company_ids` themselves are left out (they are the company's own "other events").
 */
export const recommendedEventsResponseSchema = z.object({
  recommended_events: z.array(eventListItemSchema),
});
export type RecommendedEventsResponse = z.infer<typeof recommendedEventsResponseSchema>;

/** GET /api/v1/signup_recommended_events: for the signed-in student only (401 anonymous). */
export const signupRecommendedEventsResponseSchema = z.object({
  signup_recommended_events: z.array(eventListItemSchema),
});
export type SignupRecommendedEventsResponse = z.infer<typeof signupRecommendedEventsResponseSchema>;
