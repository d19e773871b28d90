import { z } from "zod";
import { requestIdSchema } from "./request-id";
import { RECENTLY_VIEWED_EVENTS_MAX, REGISTRATION_SCHEDULES_MAX } from "../registration/field-rules";
import { eventListItemSchema } from "./event-list";
import { queryIntegerSchema } from "./query-values";

const idSchema = requestIdSchema;
const uniqueIds = (values: readonly number[]) => new Set(values).size === values.length;

/**
 * GET/PUT /api/v1/user_registrations/entry_on_user_registrations: schedules picked on recommend_events, entered by
 * the complete call. PUT replaces the list; every schedule must still take entries (published event, not canceled,
 * not stopped, before its deadline). 409 once the registration is completed.
 */
export const entryOnUserRegistrationsSchema = z.strictObject({
  schedule_ids: z.array(idSchema).max(REGISTRATION_SCHEDULES_MAX).refine(uniqueIds, "each schedule at most once"),
});
export type EntryOnUserRegistrations = z.infer<typeof entryOnUserRegistrationsSchema>;
export const entryOnUserRegistrationsResponseSchema = z.object({ schedule_ids: z.array(z.number().int()) });
export type EntryOnUserRegistrationsResponse = z.infer<typeof entryOnUserRegistrationsResponseSchema>;

/** GET /api/v1/user_registrations/events?event_ids[]=…: required, 1–50 ids. */
export const registrationEventsQuerySchema = z.object({
  event_ids: z.array(queryIntegerSchema.pipe(idSchema)).min(1).max(50),
});

/** A schedule of a registration event that still takes entries. */
export const registrationEventScheduleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  time_limit_at: z.string(),
  place: z.string().nullable(),
  is_online: z.boolean(),
  prefecture_name: z.string().nullable(),
  /** null without an admission limit */
  remaining_seat_count: z.number().int().nullable(),
  has_reached_admission_limit: z.boolean(),
});
export type RegistrationEventSchedule = z.infer<typeof registrationEventScheduleSchema>;

/**
 * The published events among event_ids (unknown or unpublished ones are left out), in the order asked, each with
 * its schedules that still take entries (by start).
 */
export const registrationEventsResponseSchema = z.object({
  events: z.array(eventListItemSchema.extend({ schedules: z.array(registrationEventScheduleSchema) })),
});
export type RegistrationEventsResponse = z.infer<typeof registrationEventsResponseSchema>;
export type RegistrationEvent = RegistrationEventsResponse["events"][number];

/**
 * PUT /api/v1/user_registrations/recently_viewed_events: the events the browser recorded before sign-up (newest
 * first). email must be the signed-in student's address. Ids of events that no longer exist are dropped (the
 * browser's history may be old); the stored list replaces the previous one.
 */
export const recentlyViewedEventsRequestSchema = z.strictObject({
  email: z.email(),
  event_ids: z.array(idSchema).max(RECENTLY_VIEWED_EVENTS_MAX).refine(uniqueIds, "each event at most once"),
});
export type RecentlyViewedEventsRequest = z.infer<typeof recentlyViewedEventsRequestSchema>;
/** GET and PUT answer: the student's recently viewed published events, newest first. */
export const recentlyViewedEventsResponseSchema = z.object({ email: z.string(), event_ids: z.array(z.number().int()) });
export type RecentlyViewedEventsResponse = z.infer<typeof recentlyViewedEventsResponseSchema>;
