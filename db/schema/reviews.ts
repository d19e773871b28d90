import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { entries } from "./engagement";
import { events } from "./events";
import { users } from "./users";

export const companyReviewPhaseValues = ["selection", "internship", "seminar"] as const;

const rating = (name: string) => smallint(name);
const ratingCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} between 1 and 5`);

/** 企業クチコミ: a student's review of a company from one phase of job hunting. */
export const companyReviews = pgTable(
  "company_reviews",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    phase: text("phase", { enum: companyReviewPhaseValues }).notNull(),
    graduateYear: smallint("graduate_year").notNull(),
    ratingOverall: rating("rating_overall").notNull(),
    /** 社風・雰囲気 */
    ratingAtmosphere: rating("rating_atmosphere").notNull(),
    /** 成長環境 */
    ratingGrowth: rating("rating_growth").notNull(),
    /** 待遇・福利厚生 */
    ratingWelfare: rating("rating_welfare").notNull(),
    /** 選考の納得感 */
    ratingSelection: rating("rating_selection").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    helpfulCount: integer("helpful_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("company_reviews_phase_check", sql`${t.phase} in ('selection', 'internship', 'seminar')`),
    ratingCheck("company_reviews_rating_overall_check", t.ratingOverall),
    ratingCheck("company_reviews_rating_atmosphere_check", t.ratingAtmosphere),
    ratingCheck("company_reviews_rating_growth_check", t.ratingGrowth),
    ratingCheck("company_reviews_rating_welfare_check", t.ratingWelfare),
    ratingCheck("company_reviews_rating_selection_check", t.ratingSelection),
    index("company_reviews_company_id_created_at_idx").on(t.companyId, t.createdAt),
    index("company_reviews_user_id_idx").on(t.userId),
  ],
);

/** イベントクチコミ (experience reviews): a review of one event, attributed to its company. */
export const eventReviews = pgTable(
  "event_reviews",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** 参加者の体験記: the attended entry the review was written from (null for reviews gathered without check-in) */
    entryId: integer("entry_id").references(() => entries.id, { onDelete: "set null" }),
    graduateYear: smallint("graduate_year").notNull(),
    ratingOverall: rating("rating_overall").notNull(),
    /** 内容の充実度 */
    ratingContent: rating("rating_content").notNull(),
    /** 社員の対応 */
    ratingStaff: rating("rating_staff").notNull(),
    /** 企業理解への役立ち度 */
    ratingUsefulness: rating("rating_usefulness").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    helpfulCount: integer("helpful_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ratingCheck("event_reviews_rating_overall_check", t.ratingOverall),
    ratingCheck("event_reviews_rating_content_check", t.ratingContent),
    ratingCheck("event_reviews_rating_staff_check", t.ratingStaff),
    ratingCheck("event_reviews_rating_usefulness_check", t.ratingUsefulness),
    index("event_reviews_company_id_created_at_idx").on(t.companyId, t.createdAt),
    index("event_reviews_event_id_idx").on(t.eventId),
    index("event_reviews_user_id_idx").on(t.userId),
    // one review per company per attended entry; also what makes two concurrent posts of one review insert once
    uniqueIndex("event_reviews_entry_id_company_id_idx").on(t.entryId, t.companyId),
  ],
);
