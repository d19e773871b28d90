import { z } from "zod";
import { requestIdSchema } from "./request-id";
import { eventCategorySchema } from "../event-category-schema";
import { prefectureRefSchema } from "./event-detail";
import { entrySchema } from "./entry";
import { queryIntegerSchema } from "./query-values";

const isoDateTimeSchema = z.iso.datetime({ offset: true });

export { entrySchema, entryStateSchema, type Entry } from "./entry";

/** Path parameters of POST /api/v1/events/{event_id}/schedules/{schedule_id}/entries (digits, else 404). */
export const scheduleEntryParamsSchema = z.object({ event_id: z.string(), schedule_id: z.string() });

/** POST …/entries body. The optional `Idempotency-Key` header makes a retry return the first answer. */
export const createEntryBodySchema = z.strictObject({ course_id: requestIdSchema.optional() });
export type CreateEntryBody = z.infer<typeof createEntryBodySchema>;

/** 201 of POST …/entries and 200 of PATCH /api/v1/entries/{entry_id}. */
export const entryResponseSchema = z.object({ entry: entrySchema });
export type EntryResponse = z.infer<typeof entryResponseSchema>;

/** Path parameters of /api/v1/entries/{entry_id}… (digits, else 404). */
export const entryIdParamsSchema = z.object({ entry_id: z.string() });

/** PATCH /api/v1/entries/{entry_id}: move the entry to another schedule of the same event. */
export const changeEntryBodySchema = z.strictObject({ schedule_id: requestIdSchema });
export type ChangeEntryBody = z.infer<typeof changeEntryBodySchema>;

/** The schedule of an entry as the student's entry list shows it. */
export const entryScheduleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start_at: isoDateTimeSchema,
  end_at: isoDateTimeSchema,
  time_limit_at: isoDateTimeSchema,
  place: z.string().nullable(),
  detailed_address: z.string().nullable(),
  prefecture: prefectureRefSchema.nullable(),
  is_online: z.boolean(),
  canceled: z.boolean(),
});

/**
 * One entry of the signed-in student with what a list of them shows: the event, the schedule, and what the
 * student may still do (`cancelable`: before the schedule starts; `changeable_schedule_ids`: other schedules of the
 * event that take entries and have a seat).
 */
export const myEntrySchema = z.object({
  entry: entrySchema,
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    category: eventCategorySchema,
    company_name: z.string().nullable(),
  }),
  schedule: entryScheduleSummarySchema,
  /** the entry course chosen (core/api/courses.ts), or null */
  course: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  cancelable: z.boolean(),
  changeable_schedule_ids: z.array(z.number().int()),
  /** a waitlisted entry offered a freed seat: take it (POST /api/v1/entries/{entry_id}/seat) before this time */
  seat_held_until: isoDateTimeSchema.nullable(),
  /** lottery events: the entry's anonymised code in the published draw (docs/decisions/verifiable-lottery.md) */
  lottery_code: z.string().nullable(),
  /**
   * the organiser's message for the stage the entry is at (the schedule's additional information for its state,
   * core/entries/stage-messages.ts), or null
   */
  stage_message: z.string().nullable(),
});
export type MyEntry = z.infer<typeof myEntrySchema>;

/** GET /api/v1/entries: `upcoming` (default: schedules not yet ended, soonest first) or `past` (latest first). */
export const myEntriesQuerySchema = z.object({
  scope: z.enum(["upcoming", "past"]).optional(),
  page: queryIntegerSchema.pipe(z.number().int().min(1)).optional(),
  per: queryIntegerSchema.pipe(z.number().int().min(1).max(50)).optional(),
});
export type MyEntriesQuery = z.infer<typeof myEntriesQuerySchema>;

export const myEntriesResponseSchema = z.object({ entries: z.array(myEntrySchema), total_counts: z.number().int() });
export type MyEntriesResponse = z.infer<typeof myEntriesResponseSchema>;

/** GET /api/v1/entries/{entry_id}. */
export const myEntryResponseSchema = z.object({ entry: myEntrySchema });
export type MyEntryResponse = z.infer<typeof myEntryResponseSchema>;

/**
 * GET /api/v1/calendar_feed (null until created) and POST /api/v1/calendar_feed (creates or rotates the secret):
 * the student's personal calendar feed URL, `/api/v1/calendar/{secret}.ics`.
 */
export const calendarFeedResponseSchema = z.object({ url: z.string().nullable() });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;
