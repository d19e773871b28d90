import { z } from "zod";
import { requestIdSchema } from "./request-id";
import { attendeeReviewErrors } from "../checkin/attendee-review-rules";
import { reviewRatingsSchema } from "./reviews";

/*
 * Event reviews from attendees (参加者の体験記, issue 16; our path). Only a student with an attended entry of the
 * event may post, once per company per entry, for a company of `not_voted_companies` (Reading A) /
 * `not_voted_event_companies` (Reading B): the event's host and participating companies, or at a fair with booths
 * the booths the student checked in at.
 */

/** Path parameters of POST /api/v1/events/{event_id}/event_reviews (digits, else 404). */
export const attendeeReviewParamsSchema = z.object({ event_id: z.string() });

const ratingInputSchema = z.number().int().min(1).max(5).nullable().optional();

/**
 * POST /api/v1/events/{event_id}/event_reviews body. A broken rule of core/checkin/attendee-review-rules.ts is
 * a 400 `invalid_parameter` whose `details.issues` name the fields (`ratings.overall`, `title`, `body`) with the
 * Japanese messages the form shows.
 */
export const attendeeReviewBodySchema = z
  .strictObject({
    company_id: requestIdSchema,
    ratings: z.strictObject({
      overall: ratingInputSchema,
      content: ratingInputSchema,
      staff: ratingInputSchema,
      usefulness: ratingInputSchema,
    }),
    title: z.string().max(1000),
    body: z.string().max(20_000),
  })
  .superRefine((draft, context) => {
    for (const error of attendeeReviewErrors(draft)) {
      context.addIssue({ code: "custom", path: error.field.split("."), message: error.message });
    }
  });
export type AttendeeReviewBody = z.infer<typeof attendeeReviewBodySchema>;

/** 201: the posted review. Its detail page (`path`) is built by the next build; the company's event-review list shows it at once. */
export const attendeeReviewResponseSchema = z.object({
  review: z.object({
    id: z.number().int(),
    event_id: z.number().int(),
    company_id: z.number().int(),
    entry_id: z.number().int(),
    graduate_year: z.number().int(),
    ratings: reviewRatingsSchema,
    title: z.string(),
    body: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    /** /companies/{company_id}/event_reviews/{id} */
    path: z.string(),
  }),
});
export type AttendeeReviewResponse = z.infer<typeof attendeeReviewResponseSchema>;

/**
 * Refusals: 403 `forbidden` with `details.reason` `not_attended` (no attended entry of the event); 400
 * `invalid_parameter` on `company_id` when the company is not one the student can review for the event; 409
 * `already_reviewed` when the student's entry already has a review of the company (also the answer to the loser of
 * two concurrent posts).
 */
export const ATTENDEE_REVIEW_REFUSAL_REASONS = ["not_attended"] as const;
