import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { prefectures } from "./geo";
import { businessCategories, businessSubcategories } from "./industries";
import { timestamptz } from "./columns";

/** Stored event categories (spec §9). Routes say `selection` where the database says `entry`. */
export const eventCategoryValues = ["entry", "internship", "seminar", "gosetsu"] as const;
export type EventCategoryValue = (typeof eventCategoryValues)[number];

/** How an event that collects a résumé (`resume_published`) takes it: a PDF file or an https URL (core/entries/resume-submission.ts). */
export const resumeFormatValues = ["pdf", "url"] as const;

export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    category: text("category", { enum: eventCategoryValues }).notNull(),
    title: text("title").notNull(),
    descriptionMarkdown: text("description_markdown").notNull(),
    /** Reading B's short summary of internships. */
    summary: text("summary"),
    /** null for gosetsu fairs hosted by Mirai itself */
    hostCompanyId: integer("host_company_id").references(() => companies.id, { onDelete: "set null" }),
    businessCategoryId: integer("business_category_id").references(() => businessCategories.id),
    eyeCatchImageUrl: text("eye_catch_image_url"),
    applicationUrl: text("application_url"),
    lottery: boolean("lottery").notNull().default(false),
    displayOwnLogo: boolean("display_own_logo").notNull().default(false),
    isTrendEvent: boolean("is_trend_event").notNull().default(false),
    isMiraiHostingEvent: boolean("is_mirai_hosting_event").notNull().default(false),
    isPickup: boolean("is_pickup").notNull().default(false),
    isPreEntryEvent: boolean("is_pre_entry_event").notNull().default(false),
    useCheckin: boolean("use_checkin").notNull().default(false),
    displayAsPartnerEntryOffer: boolean("display_as_partner_entry_offer").notNull().default(false),
    resumePublished: boolean("resume_published").notNull().default(false),
    /** when résumé reception starts (null: from publication) */
    resumePublishAt: timestamptz("resume_publish_at"),
    resumeFormat: text("resume_format", { enum: resumeFormatValues }).notNull().default("pdf"),
    /** the résumé deadline (null: the start of the student's schedule) */
    resumeSubmissionLimitAt: timestamptz("resume_submission_limit_at"),
    /** free text shown when the deadline is managed on the company's own site */
    externalDeadline: text("external_deadline"),
    graduateYears: smallint("graduate_years")
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    grades: text("grades").array(),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamptz("published_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    /** Normalised "title \n company names and readings \n description" (core/search-text.ts) for free-word search. */
    searchText: text("search_text").notNull().default(""),
    /** Every unigram and bigram of search_text's values; the GIN index finds candidates for a free-word query. */
    searchBigrams: text("search_bigrams")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    check("events_category_check", sql`${t.category} in ('entry', 'internship', 'seminar', 'gosetsu')`),
    check("events_resume_format_check", sql`${t.resumeFormat} in ('pdf', 'url')`),
    index("events_category_published_idx").on(t.category, t.published, t.publishedAt),
    index("events_host_company_id_idx").on(t.hostCompanyId),
    index("events_business_category_id_idx").on(t.businessCategoryId),
    index("events_updated_at_idx").on(t.updatedAt),
    index("events_graduate_years_idx").using("gin", t.graduateYears),
    index("events_search_bigrams_idx").using("gin", t.searchBigrams),
  ],
);

/** Participating companies (gosetsu fairs list many). */
export const eventCompanies = pgTable(
  "event_companies",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.companyId] }), index("event_companies_company_id_idx").on(t.companyId)],
);

export const eventBusinessSubcategories = pgTable(
  "event_business_subcategories",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    businessSubcategoryId: integer("business_subcategory_id")
      .notNull()
      .references(() => businessSubcategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.businessSubcategoryId] }),
    index("event_business_subcategories_subcategory_idx").on(t.businessSubcategoryId),
  ],
);

/** event_description_items{label, content} of the event detail. */
export const eventDescriptionItems = pgTable(
  "event_description_items",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    content: text("content").notNull(),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [index("event_description_items_event_id_idx").on(t.eventId)],
);

export const schedules = pgTable(
  "schedules",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    startAt: timestamptz("start_at").notNull(),
    endAt: timestamptz("end_at").notNull(),
    /** entry deadline */
    timeLimitAt: timestamptz("time_limit_at").notNull(),
    closeAt: timestamptz("close_at").notNull(),
    courseTimeLimitAt: timestamptz("course_time_limit_at"),
    place: text("place"),
    detailedAddress: text("detailed_address"),
    guideAddress: text("guide_address"),
    /** null for online schedules */
    prefectureCode: smallint("prefecture_code").references(() => prefectures.code),
    isOnline: boolean("is_online").notNull().default(false),
    /** the online schedule's streaming URL (https, set by editors); only ever sent through the /live redirect */
    liveUrl: text("live_url"),
    admissionLimitNumber: integer("admission_limit_number"),
    targetAttendeeCount: integer("target_attendee_count"),
    stoppedEntry: boolean("stopped_entry").notNull().default(false),
    stopPromoteInputResumeMail: boolean("stop_promote_input_resume_mail").notNull().default(false),
    showCheckin: boolean("show_checkin").notNull().default(false),
    canceled: boolean("canceled").notNull().default(false),
    /** Stage messages (spec §3 Schedule additional information), set by editors; shown to the schedule's entrants */
    attendResponseAdditionalInformation: text("attend_response_additional_information"),
    remindedAdditionalInformation: text("reminded_additional_information"),
    invitedAdditionalInformation: text("invited_additional_information"),
    preEntryAdditionalInformation: text("pre_entry_additional_information"),
    entryAdditionalInformation: text("entry_additional_information"),
    passAdditionalInformation: text("pass_additional_information"),
    electedAdditionalInformation: text("elected_additional_information"),
    defeatedAdditionalInformation: text("defeated_additional_information"),
    userCanceledAdditionalInformation: text("user_canceled_additional_information"),
    thankYouAdditionalInformation: text("thank_you_additional_information"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("schedules_event_id_idx").on(t.eventId),
    index("schedules_start_at_idx").on(t.startAt),
    index("schedules_time_limit_at_idx").on(t.timeLimitAt),
    index("schedules_prefecture_code_idx").on(t.prefectureCode),
    check("schedules_period_check", sql`${t.endAt} >= ${t.startAt}`),
    check(
      "schedules_admission_limit_number_check",
      sql`${t.admissionLimitNumber} is null or ${t.admissionLimitNumber} > 0`,
    ),
  ],
);

/** Entry courses of a schedule (/event_entry_courses). */
export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    scheduleId: integer("schedule_id")
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    admissionLimitNumber: integer("admission_limit_number"),
    lottery: boolean("lottery").notNull().default(false),
    timeLimitAt: timestamptz("time_limit_at"),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("courses_schedule_id_idx").on(t.scheduleId)],
);

/** Pre-event assignments (ES/課題) attached to a schedule. */
export const eventQuestions = pgTable(
  "event_questions",
  {
    id: serial("id").primaryKey(),
    scheduleId: integer("schedule_id")
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    url: text("url"),
    startAt: timestamptz("start_at").notNull(),
    endAt: timestamptz("end_at").notNull(),
    showLink: boolean("show_link").notNull().default(true),
  },
  (t) => [index("event_questions_schedule_id_idx").on(t.scheduleId)],
);

/** Internship summary media (Reading B: summary_videos / summary_images). */
export const eventSummaryVideos = pgTable(
  "event_summary_videos",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    videoType: text("video_type", { enum: ["external", "uploaded", "chapter"] }).notNull(),
    externalVideoUrl: text("external_video_url"),
    videoUrl: text("video_url"),
    videoChapterUrl: text("video_chapter_url"),
    description: text("description").notNull().default(""),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [index("event_summary_videos_event_id_idx").on(t.eventId)],
);

export const eventSummaryImages = pgTable(
  "event_summary_images",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    description: text("description").notNull().default(""),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [index("event_summary_images_event_id_idx").on(t.eventId)],
);
