import { z } from "zod";
import { eventCategorySchema } from "../event-category-schema";
import { entrySchema } from "./entry";
import { eventHostCompanySchema, eventLatestAdSchema, eventListItemSchema } from "./event-list";

const isoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * Path parameters of every /api/v1/events/{event_id}/… call. Event ids are digits only; anything else is answered
 * with 404 (a non-digit segment is another endpoint, e.g. free_word_search).
 */
export const eventIdParamsSchema = z.object({
  event_id: z.string(),
});
export type EventIdParams = z.infer<typeof eventIdParamsSchema>;

/** GET /api/v1/events/{event_id}: `event_category` (API value) must match the event's category when given. */
export const eventDetailQuerySchema = z.object({
  event_category: eventCategorySchema.optional(),
});
export type EventDetailQuery = z.infer<typeof eventDetailQuerySchema>;

export const prefectureRefSchema = z.object({ code: z.number().int(), name: z.string() });
export type PrefectureRef = z.infer<typeof prefectureRefSchema>;

export const eventQuestionSchema = z.object({
  id: z.number().int(),
  schedule_id: z.number().int(),
  start_at: isoDateTimeSchema,
  end_at: isoDateTimeSchema,
  title: z.string(),
  show_link: z.boolean(),
});
export type EventQuestion = z.infer<typeof eventQuestionSchema>;

export const eventAnswerSchema = z.object({
  id: z.number().int(),
  event_question_id: z.number().int(),
  user_id: z.string(),
});

/**
 * Spec §3 "Schedule". Per-student fields (`entry`, `event_answers`, `matches_graduation_year`, `live_url` and the
 * additional-information texts sent to entrants) are null or empty without a signed-in student.
 * `has_reached_admission_limit`: entries not canceled or absent have filled `admission_limit_number`.
 * `deadline`: the entry deadline (`time_limit_at`) has passed. `checkinable`: check-in is shown and the schedule is
 * running now (between `start_at` and `close_at`). `prefecture` is null for online schedules.
 * `remaining_seat_count` is our extension of the spec's fields: `admission_limit_number` less the entries that
 * hold a seat (not canceled or absent), never below 0; null when the schedule has no admission limit.
 */
export const scheduleSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  title: z.string(),
  start_at: isoDateTimeSchema,
  end_at: isoDateTimeSchema,
  time_limit_at: isoDateTimeSchema,
  close_at: isoDateTimeSchema,
  course_time_limit_at: isoDateTimeSchema.nullable(),
  place: z.string().nullable(),
  detailed_address: z.string().nullable(),
  guide_address: z.string().nullable(),
  prefecture: prefectureRefSchema.nullable(),
  prefecture_code: z.number().int().nullable(),
  is_online: z.boolean(),
  admission_limit_number: z.number().int().nullable(),
  has_reached_admission_limit: z.boolean(),
  remaining_seat_count: z.number().int().min(0).nullable(),
  target_attendee_count: z.number().int().nullable(),
  stopped_entry: z.boolean(),
  stop_promote_input_resume_mail: z.boolean(),
  canceled: z.boolean(),
  live_url: z.string().nullable(),
  show_checkin: z.boolean(),
  checkinable: z.boolean(),
  deadline: z.boolean(),
  has_course: z.boolean(),
  event_questions: z.array(eventQuestionSchema),
  event_answers: z.array(eventAnswerSchema),
  /** the signed-in student's entry for this schedule (any state), null without one */
  entry: entrySchema.nullable(),
  matches_graduation_year: z.boolean().nullable(),
  attend_response_additional_information: z.string().nullable(),
  reminded_additional_information: z.string().nullable(),
  invited_additional_information: z.string().nullable(),
  pre_entry_additional_information: z.string().nullable(),
  entry_additional_information: z.string().nullable(),
  pass_additional_information: z.string().nullable(),
  elected_additional_information: z.string().nullable(),
  defeated_additional_information: z.string().nullable(),
  user_canceled_additional_information: z.string().nullable(),
  thank_you_additional_information: z.string().nullable(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** GET /api/v1/events/{event_id}/schedules (and previews/schedules): the event's schedules by start. */
export const schedulesResponseSchema = z.object({ schedules: z.array(scheduleSchema) });
export type SchedulesResponse = z.infer<typeof schedulesResponseSchema>;

/**
 * Spec §3 alert_message (announce_type, icon, message), derived from the schedules: `canceled` when every schedule
 * is canceled, `closed` when no schedule takes entries any more, `full` when every open schedule is full.
 */
export const alertMessageSchema = z.object({
  announce_type: z.enum(["canceled", "closed", "full"]),
  icon: z.enum(["warning", "info"]),
  message: z.string(),
});
export type AlertMessage = z.infer<typeof alertMessageSchema>;

/** GET /api/v1/events/{event_id}/labels. `is_target_graduate_year` is false without a signed-in student. */
export const eventLabelsResponseSchema = z.object({
  is_trend_event: z.boolean(),
  is_target_graduate_year: z.boolean(),
  alert_message: alertMessageSchema.nullable(),
});
export type EventLabelsResponse = z.infer<typeof eventLabelsResponseSchema>;

/** Spec §3 "Check-in company". `is_checked_in` is false without a signed-in student. */
export const checkinCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  business_category_name: z.string(),
  square_logo: z.string().nullable(),
  initial_char: z.string(),
  name_pronunciation: z.string(),
  is_checked_in: z.boolean(),
});
export type CheckinCompany = z.infer<typeof checkinCompanySchema>;

export const checkinCompaniesSortSchema = z.enum(["display_order", "name_pronunciation"]);
export type CheckinCompaniesSort = z.infer<typeof checkinCompaniesSortSchema>;

/** GET /api/v1/events/{event_id}/event_checkinable_companies: `sort` display_order (default) or name_pronunciation (あいうえお順). */
export const checkinCompaniesQuerySchema = z.object({
  sort: checkinCompaniesSortSchema.optional(),
});

/** Spec §3 "Check-in group": `entry_id` is the signed-in student's entry, null without one. */
export const checkinGroupResponseSchema = z.object({
  entry_id: z.number().int().nullable(),
  companies: z.array(checkinCompanySchema),
});
export type CheckinGroupResponse = z.infer<typeof checkinGroupResponseSchema>;

/** Spec §3 "Company summary". `liked` and `followed` (both the follow) are the viewer's; false without a signed-in student. */
export const companySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  official_image: z.string().nullable(),
  official_description: z.string(),
  official_contents: z.object({
    image_gallery: z.array(z.object({ title: z.string(), description: z.string(), image_url: z.string() })),
  }),
  overall_score: z.number().nullable(),
  recruitment_score: z.number().nullable(),
  internship_score: z.number().nullable(),
  seminar_score: z.number().nullable(),
  business_category_name: z.string(),
  business_subcategory_name: z.string(),
  square_logo: z.string().nullable(),
  review_count: z.number().int(),
  experience_review_count: z.number().int(),
  has_award_review: z.boolean(),
  latest_award_reviews_year: z.number().int().nullable(),
  latest_award_reviews_badge: z.enum(["bronze", "silver", "gold"]).nullable(),
  liked: z.boolean(),
  followed: z.boolean(),
  is_official_company: z.boolean(),
  job_category_names: z.array(z.string()),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

/** GET /api/v1/events/{event_id}/official_companies: host and participating companies with an official page. */
export const officialCompaniesResponseSchema = z.object({ official_companies: z.array(companySummarySchema) });
export type OfficialCompaniesResponse = z.infer<typeof officialCompaniesResponseSchema>;

export const eventDescriptionItemSchema = z.object({ label: z.string(), content: z.string() });

/**
 * Spec §3 "Event detail", Reading A: GET /api/v1/events/{event_id}. Per-student fields (`entry`, `user`,
 * `bookmark_id`, `changeable_schedules`, `not_voted_companies`, `has_resume_answer`, `matches_graduation_year`,
 * `show_ticket`) are null, empty or false without a signed-in student. `description` is the markdown as plain text.
 * `latest_official_id`/`latest_official_image`: the host company's official page and image when it has one.
 */
export const eventDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: eventCategorySchema,
  grade: z.string().nullable(),
  latest_ad: eventLatestAdSchema.nullable(),
  description: z.string(),
  description_markdown: z.string(),
  display_own_logo: z.boolean(),
  display_as_partner_entry_offer: z.boolean(),
  latest_official_id: z.number().int().nullable(),
  latest_official_image: z.string().nullable(),
  business_category_id: z.number().int().nullable(),
  business_category_name: z.string().nullable(),
  business_subcategories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  host_company: eventHostCompanySchema.nullable(),
  companies: z.array(eventHostCompanySchema),
  schedules: z.array(scheduleSchema),
  eye_catch_image: z.string().nullable(),
  application_url: z.string().nullable(),
  event_graduate_years: z.array(z.number().int()),
  lottery: z.boolean(),
  resume_published: z.boolean(),
  resume_publish_at: isoDateTimeSchema.nullable(),
  has_resume_question: z.boolean(),
  has_resume_answer: z.boolean(),
  external_deadline: z.string().nullable(),
  /** the signed-in student's entry still in play for this event (not canceled), null without one */
  entry: entrySchema.nullable(),
  /** the signed-in student as the event sees them */
  user: z.object({ id: z.string(), graduate_year: z.number().int().nullable() }).nullable(),
  event_description_items: z.array(eventDescriptionItemSchema),
  changeable_schedules: z.array(scheduleSchema),
  bookmark_id: z.number().int().nullable(),
  matches_graduation_year: z.boolean().nullable(),
  not_voted_companies: z.array(eventHostCompanySchema),
  show_ticket: z.boolean(),
  /** true when the event was taken from another site rather than posted here (none are today) */
  has_crawl: z.boolean(),
  is_trend_event: z.boolean(),
  is_mirai_hosting_event: z.boolean(),
  alert_message_object: alertMessageSchema.nullable(),
  use_checkin: z.boolean(),
  checkinable_companies: z.array(checkinCompanySchema),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** Spec §3 Reading B summary_videos. */
export const summaryVideoSchema = z.object({
  id: z.number().int(),
  video_type: z.enum(["external", "uploaded", "chapter"]),
  external_video_url: z.string().nullable(),
  video_url: z.string().nullable(),
  video_chapter_url: z.string().nullable(),
  description: z.string(),
  display_order: z.number().int(),
});

export const summaryImageSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  description: z.string(),
  display_order: z.number().int(),
});

/**
 * Spec §3 "Event detail", Reading B: GET /api/v1/events/{event_id}/internships/basic_information (internships
 * only). `partner_company_id` is the host company; `not_voted_event_companies` is empty without a signed-in student.
 * Summary images are always sent; the page shows them only when `event_internship_summary_image` is on.
 */
export const internshipBasicInformationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  grades: z.array(z.string()),
  event_category: eventCategorySchema,
  eye_catch_image: z.string().nullable(),
  event_description_items: z.array(eventDescriptionItemSchema),
  summary_videos: z.array(summaryVideoSchema),
  summary_images: z.array(summaryImageSchema),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
  partner_company_id: z.number().int().nullable(),
  company_ids: z.array(z.number().int()),
  not_voted_event_companies: z.array(eventHostCompanySchema),
  application_url: z.string().nullable(),
  is_pre_entry_event: z.boolean(),
  use_checkin: z.boolean(),
  summary: z.string().nullable(),
});
export type InternshipBasicInformation = z.infer<typeof internshipBasicInformationSchema>;

/** GET /api/v1/events/{event_id}/other_published_events: the host company's other published events (at most 20). */
export const otherPublishedEventsResponseSchema = z.object({
  other_published_events: z.array(eventListItemSchema),
});
export type OtherPublishedEventsResponse = z.infer<typeof otherPublishedEventsResponseSchema>;

/**
 * GET /api/v1/events/{event_id}/entered_schedule: the signed-in student's entered schedule of an internship
 * (spec §3 "Entered schedule"). Anonymous requests are answered 401.
 */
export const enteredScheduleResponseSchema = scheduleSchema.omit({ event_questions: true }).extend({
  event_questions: z.array(
    eventQuestionSchema.extend({
      /** the assignment's own page, when `show_link` */
      url: z.string().nullable(),
      status: z.enum(["submitted", "not_submitted"]),
      submitted_url: z.string().nullable(),
    }),
  ),
  /**
   * Null when the event collects no résumé (`resume_published` false). `url`: where the student reads the submission
   * back (the submitted URL, or the authenticated download of their PDF); `submitted_url`: a URL submission;
   * `format`, `file_name` and `submitted_at` are our extensions (core/entries/resume-submission.ts).
   */
  resume: z
    .object({
      submission_limit_at: isoDateTimeSchema,
      reception_start_at: isoDateTimeSchema.nullable(),
      url: z.string().nullable(),
      submitted_url: z.string().nullable(),
      status: z.enum(["submitted", "not_submitted"]),
      format: z.enum(["pdf", "url"]),
      file_name: z.string().nullable(),
      submitted_at: isoDateTimeSchema.nullable(),
    })
    .nullable(),
  entry_id: z.number().int(),
  entry_status: z.string(),
});
export type EnteredScheduleResponse = z.infer<typeof enteredScheduleResponseSchema>;
