import { z } from "zod";
import { eventCategorySchema } from "../event-category-schema";
import {
  pageQuerySchema,
  perQuerySchema,
  queryBooleanSchema,
  queryIntegerSchema,
  queryIsoDateTimeSchema,
} from "./query-values";

/** `{ code, name }` of a place where an event has a schedule; online schedules are code 0, name オンライン. */
export const eventListPrefectureSchema = z.object({
  code: z.number().int().min(0).max(47),
  name: z.string(),
});
export type EventListPrefecture = z.infer<typeof eventListPrefectureSchema>;

/** Spec §3 "Event host company". */
export const eventHostCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** (extension) the character shown in place of a missing logo (e.g. "ミ" for 株式会社ミライ) */
  initial_char: z.string(),
  square_logo: z.string().nullable(),
  business_category_id: z.number().int(),
  business_category_name: z.string(),
  /** average overall rating (1–5, two decimals) of the company's reviews; null without reviews */
  review_total_rating_average: z.number().nullable(),
});
export type EventHostCompany = z.infer<typeof eventHostCompanySchema>;

/** The schedule a list item shows (core/entry-window.ts): the open one whose entry closes first; null: 受付終了. */
export const eventClosestScheduleSchema = z.object({
  id: z.number().int(),
  start_at: z.iso.datetime({ offset: true }),
  time_limit_at: z.iso.datetime({ offset: true }),
});
export type EventClosestSchedule = z.infer<typeof eventClosestScheduleSchema>;

/** The promotion contract running now for the event (its ad creative). */
export const eventLatestAdSchema = z.object({
  id: z.number().int(),
  publication_type: z.string(),
  image_url: z.string().nullable(),
  catch_copy: z.string().nullable(),
});
export type EventLatestAd = z.infer<typeof eventLatestAdSchema>;

/** The newest review of the event. */
export const eventLatestReviewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  rating_overall: z.number().int().min(1).max(5),
  graduate_year: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type EventLatestReview = z.infer<typeof eventLatestReviewSchema>;

/** Spec §3 "Event list item": one card of any event list (listings, search, pickup, recommended, other events). */
export const eventListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: eventCategorySchema,
  /** the event's own eye-catch image; null when it has none */
  eye_catch_image: z.string().nullable(),
  /** the image to show: the eye-catch image, else the host company's official image; null when neither exists */
  eye_catch_image_url: z.string().nullable(),
  /** the host company's official image */
  latest_official_image: z.string().nullable(),
  latest_ad: eventLatestAdSchema.nullable(),
  lottery: z.boolean(),
  display_own_logo: z.boolean(),
  /** null for joint fairs hosted by Mirai itself */
  company: eventHostCompanySchema.nullable(),
  /** true when companies other than the host take part (joint fairs) */
  has_companies: z.boolean(),
  /** (extension) participating companies, the host included when it takes part: a card without a host says 参加企業 N社 */
  company_count: z.number().int().nonnegative(),
  /** (extension) the feature event presenting the event; a joint fair's card links there (it has no page of its own) */
  feature_event_id: z.number().int().nullable(),
  /** schedules that are not canceled */
  schedule_count: z.number().int(),
  /** distinct places of the schedules, prefecture code order, online (code 0) first; a schedule whose place is not decided has none */
  prefectures: z.array(eventListPrefectureSchema),
  /** some schedule is held online */
  has_live_schedule: z.boolean(),
  closest_schedule: eventClosestScheduleSchema.nullable(),
  is_trend_event: z.boolean(),
  /** always false until students sign in (identity arrives with a later issue) */
  has_record_on_current_user_university: z.boolean(),
  latest_review: eventLatestReviewSchema.nullable(),
  clip_count: z.number().int(),
  /** always false until students sign in */
  clipped: z.boolean(),
  /** every target year in one label, e.g. "27卒・28卒" (as the event page shows it); null when the event targets no year */
  short_graduate_year: z.string().nullable(),
  /** (extension) one label per target year, ascending, e.g. ["27卒", "28卒"]: the card's badges */
  short_graduate_years: z.array(z.string()),
  /** average overall rating of the event's reviews; null without reviews */
  review_total_rating_average: z.number().nullable(),
  /** target grades joined with "・" (e.g. "学部3年・修士1年"); null when not limited */
  grade: z.string().nullable(),
  /** the earliest target graduation year */
  graduate_year: z.number().int().nullable(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

/** Spec §9 event sort values; meanings in the "API vocabulary". */
export const eventSortValues = [
  "updated_at",
  "start_at",
  "time_limit_at",
  "company_review_scores",
  "start_at_and_company_count",
  "pickup_first",
  "recommended",
] as const;
export const eventSortSchema = z.enum(eventSortValues);
export type EventSort = z.infer<typeof eventSortSchema>;

export const EVENT_LIST_DEFAULT_PER = 20;
export const EVENT_LIST_MAX_PER = 100;

const pageSchema = pageQuerySchema;
const perSchema = perQuerySchema(EVENT_LIST_MAX_PER, EVENT_LIST_DEFAULT_PER);
const idListSchema = z.array(queryIntegerSchema.pipe(z.number().int().min(1)));
const prefectureListSchema = z
  .array(queryIntegerSchema.pipe(z.number().int().min(0).max(47)))
  .describe("JIS prefecture codes; 0 = online");
const queryDateSchema = z.iso.date();
/** a calendar day (YYYY-MM-DD, Asia/Tokyo) or an instant with offset */
const queryDayOrInstantSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
const queryRatingSchema = z
  .string()
  .regex(/^\d(\.\d+)?$/, "must be a rating between 0 and 5")
  .transform(Number)
  .pipe(z.number().min(0).max(5));
const signedInStudentOnly = "needs a signed-in student (401 when anonymous); the answer is then personal (no-store)";

/** The filters shared by every event list (spec §7 query of GET /api/v1/events). */
export const eventFilterQueryShape = {
  page: pageSchema,
  per: perSchema,
  sort: eventSortSchema.optional().describe("default updated_at (newest first)"),
  category: eventCategorySchema.optional(),
  business_subcategory_ids: idListSchema.optional(),
  start_at: queryDayOrInstantSchema.optional().describe("some schedule starts at or after this day/instant"),
  end_at: queryDayOrInstantSchema
    .optional()
    .describe("some schedule starts at or before this day (inclusive) / instant"),
  days: z.array(queryDateSchema).optional().describe("some schedule starts on one of these days (YYYY-MM-DD, JST)"),
  company_ids: idListSchema.optional().describe("hosted by or with participation of one of these companies"),
  companies_to_follow: queryBooleanSchema
    .optional()
    .describe(`only events of followed companies; ${signedInStudentOnly}`),
  graduates: z
    .array(queryIntegerSchema.pipe(z.number().int().min(2000).max(2100)))
    .optional()
    .describe("target graduation years"),
  need_current_user_graduate_year_limits: queryBooleanSchema
    .optional()
    .describe(`only events targeting the student's graduation year; ${signedInStudentOnly}`),
  search_by_current_user_graduate_year: queryBooleanSchema
    .optional()
    .describe(`only events targeting the student's graduation year; ${signedInStudentOnly}`),
  prefectures: prefectureListSchema.optional(),
  is_mirai_hosting_event: queryBooleanSchema.optional(),
  upper_limit_of_company_review: queryRatingSchema.optional().describe("host company review average at most"),
  lower_limit_of_company_review: queryRatingSchema.optional().describe("host company review average at least"),
  since_time_limit_at: queryDayOrInstantSchema.optional().describe("some open schedule's deadline at or after"),
  until_time_limit_at: queryDayOrInstantSchema
    .optional()
    .describe("some open schedule's deadline at or before (a day counts whole)"),
  held_months: z
    .array(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be YYYY-MM"))
    .optional()
    .describe("months (JST) with a schedule"),
  timestamp: queryIsoDateTimeSchema
    .optional()
    .describe("answer as of this instant: later events are left out, so paging stays stable"),
} as const;

/** GET /api/v1/events and /api/v1/events/joint_job_fairs. */
export const eventListQuerySchema = z.object({
  ...eventFilterQueryShape,
  include_event_ids: idListSchema.optional().describe("these events (when they match) come first, in this order"),
});
export type EventListQuery = z.output<typeof eventListQuerySchema>;

/** GET /api/v1/events/free_word_search and /api/v1/events/joint_job_fairs/free_word_search. */
export const eventFreeWordSearchQuerySchema = z.object({
  ...eventFilterQueryShape,
  search_query: z
    .string()
    .max(200)
    .optional()
    .describe("words separated by spaces, all must match; ranked by where they match"),
});
export type EventFreeWordSearchQuery = z.output<typeof eventFreeWordSearchQuerySchema>;

/** Answer of the event lists. `total_counts` is the number of matching events over all pages. */
export const eventListResponseSchema = z.object({
  events: z.array(eventListItemSchema),
  total_counts: z.number().int(),
});
export type EventListResponse = z.infer<typeof eventListResponseSchema>;

/** GET /api/v1/pickup_events: pickup events matching the same filters (first page, `per` of them). */
export const pickupEventsResponseSchema = z.object({
  pickup_events: z.array(eventListItemSchema),
});
export type PickupEventsResponse = z.infer<typeof pickupEventsResponseSchema>;

/** GET /api/v1/events/past_events: published events of a category whose schedules have all started, newest first. */
export const pastEventsQuerySchema = z.object({
  category: eventCategorySchema,
  include_online: queryBooleanSchema.optional().describe("with prefecture_ids: also events with an online schedule"),
  prefecture_ids: prefectureListSchema.optional(),
  business_subcategory_ids: idListSchema.optional(),
  until_graduate_year: queryIntegerSchema
    .optional()
    .describe("only events targeting this graduation year or an earlier one"),
  page: pageSchema,
  per: perSchema,
});
export type PastEventsQuery = z.output<typeof pastEventsQuerySchema>;

/** GET /app_api/v1/mirai_hosting_events. */
export const miraiHostingEventsQuerySchema = z.object({ page: pageSchema, per: perSchema });
export type MiraiHostingEventsQuery = z.output<typeof miraiHostingEventsQuerySchema>;

/** GET /app_api/v1/events/free_word_search (`category` required). */
export const appEventFreeWordSearchQuerySchema = z.object({
  category: eventCategorySchema,
  search_query: eventFreeWordSearchQuerySchema.shape.search_query,
  page: pageSchema,
  per: perSchema,
  business_subcategory_ids: idListSchema.optional(),
  prefectures: prefectureListSchema.optional(),
  lower_limit_of_company_review: eventFilterQueryShape.lower_limit_of_company_review,
  until_time_limit_at: eventFilterQueryShape.until_time_limit_at,
  held_months: eventFilterQueryShape.held_months,
  affiliated: queryBooleanSchema
    .optional()
    .describe(
      "only events with a record at the signed-in student's university (another student of it has held a seat: the same fact as has_record_on_current_user_university); 401 when anonymous",
    ),
  sort: eventFilterQueryShape.sort,
});
export type AppEventFreeWordSearchQuery = z.output<typeof appEventFreeWordSearchQuerySchema>;
