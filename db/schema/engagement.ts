import { sql } from "drizzle-orm";
import { ENTRY_STATES, type EntryState } from "../../core/entries/entry-state";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { courses, eventQuestions, events, schedules } from "./events";
import { chats } from "./messaging";
import { users } from "./users";
import { timestamptz } from "./columns";

/** Bookmarked events (clip_count / clipped). */
export const clips = pgTable(
  "clips",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [unique("clips_user_id_event_id_key").on(t.userId, t.eventId), index("clips_event_id_idx").on(t.eventId)],
);

/** Followed companies (followed / liked_companies). */
export const follows = pgTable(
  "follows",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index("follows_company_id_idx").on(t.companyId)],
);

/** Entry states (core/entries/entry-state.ts has the machine); the timestamps below record when each was reached. */
export const entryStateValues = ENTRY_STATES;
export type EntryStateValue = EntryState;

export const entries = pgTable(
  "entries",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    scheduleId: integer("schedule_id")
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "set null" }),
    state: text("state", { enum: entryStateValues }).notNull().default("entried"),
    inflow: text("inflow"),
    inflowDescription: text("inflow_description"),
    /**
     * The submitted résumé (core/entries/resume-submission.ts): the https URL when `resume_kind` is url, the key of
     * the PDF in the private `resumes` blob store when pdf; null until one is submitted.
     */
    resume: text("resume"),
    resumeKind: text("resume_kind", { enum: ["pdf", "url"] }),
    resumeFileName: text("resume_file_name"),
    resumeSubmittedAt: timestamptz("resume_submitted_at"),
    /** counts the student's résumé submissions: every one replaces the last in one UPDATE */
    resumeVersion: integer("resume_version").notNull().default(0),
    starred: boolean("starred").notNull().default(false),
    partnerEntryUserId: text("partner_entry_user_id"),
    /** web | app */
    clientType: text("client_type"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    invitedAt: timestamptz("invited_at"),
    entriedAt: timestamptz("entried_at"),
    canceledAt: timestamptz("canceled_at"),
    attendAnsweredAt: timestamptz("attend_answered_at"),
    electedAt: timestamptz("elected_at"),
    attendedAt: timestamptz("attended_at"),
    absencedAt: timestamptz("absenced_at"),
    sendAttendResponseAt: timestamptz("send_attend_response_at"),
    defeatedAt: timestamptz("defeated_at"),
    preEntriedAt: timestamptz("pre_entried_at"),
    thankYouAt: timestamptz("thank_you_at"),
    promoteInputResumeAt: timestamptz("promote_input_resume_at"),
    remainedAt: timestamptz("remained_at"),
    /** a waitlisted (`remained`) entry offered a freed seat holds it until then; the seat counts as taken meanwhile */
    seatHeldUntil: timestamptz("seat_held_until"),
    lotteryEntryCourseAt: timestamptz("lottery_entry_course_at"),
  },
  (t) => [
    unique("entries_user_id_schedule_id_key").on(t.userId, t.scheduleId),
    check(
      "entries_state_check",
      sql`${t.state} in ('pre_entried', 'entried', 'invited', 'elected', 'defeated', 'attended', 'absenced', 'canceled', 'remained')`,
    ),
    index("entries_schedule_id_state_idx").on(t.scheduleId, t.state),
    check(
      "entries_resume_kind_check",
      sql`(${t.resumeKind} is null and ${t.resume} is null) or (${t.resumeKind} in ('pdf', 'url') and ${t.resume} is not null)`,
    ),
    index("entries_event_id_idx").on(t.eventId),
  ],
);

/**
 * The answer given to an entry request that carried an `Idempotency-Key`: the same key from the same student within
 * 24 h gets this answer again and creates nothing.
 */
export const entryRequests = pgTable(
  "entry_requests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    status: smallint("status").notNull(),
    body: jsonb("body").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.idempotencyKey] }),
    index("entry_requests_created_at_idx").on(t.createdAt),
  ],
);

/**
 * The lottery of one schedule of a lottery event, or of a schedule with lottery courses (docs/decisions/verifiable-lottery.md). `seed` is secret until
 * `drawn_at`; its SHA-256 is public from `committed_at`. The draw stores the seat count it filled, the anonymised entry
 * codes in rank order and how many of them won, so anyone can recompute the result.
 */
export const lotteryDraws = pgTable("lottery_draws", {
  scheduleId: integer("schedule_id")
    .primaryKey()
    .references(() => schedules.id, { onDelete: "cascade" }),
  seed: text("seed").notNull(),
  committedAt: timestamptz("committed_at").notNull().defaultNow(),
  drawnAt: timestamptz("drawn_at"),
  seatCount: integer("seat_count"),
  orderedCodes: jsonb("ordered_codes").$type<string[]>(),
  winnerCount: integer("winner_count"),
  /** the course each ordered code applied for (null: none), in the order of ordered_codes */
  orderedCourseIds: jsonb("ordered_course_ids").$type<Array<number | null>>(),
  /** the free seats of each course of the schedule before the draw (null: no limit) */
  courseSeatCounts: jsonb("course_seat_counts").$type<Array<{ course_id: number; seat_count: number | null }>>(),
  /** the winning codes in rank order (with courses they need not be the first winner_count codes) */
  winningCodes: jsonb("winning_codes").$type<string[]>(),
});

/** Submissions to an event question (event_answers{id,event_question_id,user_id}). */
export const eventAnswers = pgTable(
  "event_answers",
  {
    id: serial("id").primaryKey(),
    eventQuestionId: integer("event_question_id")
      .notNull()
      .references(() => eventQuestions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    submittedUrl: text("submitted_url"),
    status: text("status").notNull().default("submitted"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [unique("event_answers_event_question_id_user_id_key").on(t.eventQuestionId, t.userId)],
);

export const scoutResponseValues = ["accepted", "declined"] as const;

/**
 * Scout messages companies send to students who opted in (issue 17). A scout sent through the recruiter API opens a
 * chat of its own (`chat_id`; its first message is the scout's body); older rows (the seeds) have none. State:
 * `response` accepted or declined once the student answered, else pending until `expires_at`, then expired.
 */
export const scoutMessages = pgTable(
  "scout_messages",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chatId: integer("chat_id")
      .unique("scout_messages_chat_id_key")
      .references(() => chats.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    sentAt: timestamptz("sent_at").notNull().defaultNow(),
    /** the student can accept until then (older rows: 14 days after sent_at) */
    expiresAt: timestamptz("expires_at").notNull(),
    readAt: timestamptz("read_at"),
    response: text("response", { enum: scoutResponseValues }),
    respondedAt: timestamptz("responded_at"),
    /** the student's optional reason for declining; never shown to the company */
    declineReason: text("decline_reason"),
  },
  (t) => [
    index("scout_messages_user_id_sent_at_idx").on(t.userId, t.sentAt),
    index("scout_messages_company_id_user_id_idx").on(t.companyId, t.userId),
    index("scout_messages_company_id_sent_at_idx").on(t.companyId, t.sentAt),
    check("scout_messages_response_check", sql`${t.response} is null or ${t.response} in ('accepted', 'declined')`),
    check("scout_messages_responded_check", sql`(${t.response} is null) = (${t.respondedAt} is null)`),
  ],
);

/** Events a visitor looked at, keyed by e-mail so they survive sign-up (PUT recently_viewed_events). */
export const recentlyViewedEvents = pgTable(
  "recently_viewed_events",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    viewedAt: timestamptz("viewed_at").notNull().defaultNow(),
  },
  (t) => [
    unique("recently_viewed_events_email_event_id_key").on(t.email, t.eventId),
    check("recently_viewed_events_email_lower_check", sql`${t.email} = lower(${t.email})`),
  ],
);
