import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
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
import { cooperatingSites } from "./content";
import { mailCampaignTypes } from "./messaging";
import { schedules } from "./events";
import { prefectures } from "./geo";
import { businessCategories, companyChoiceFactorTypes, jobTypes } from "./industries";
import { concentrations, departmentCategories, departments, highSchools, universities } from "./schools";
import { users } from "./users";
import { timestamptz } from "./columns";
import { REGISTRATION_GROUP_KEYS, REGISTRATION_STEP_KEYS } from "../../core/registration/registration-flow";

// One list of keys for the database, the API schemas and the browser's rules (core/registration/registration-flow.ts).
export const registrationGroupKeyValues = REGISTRATION_GROUP_KEYS;

export const registrationStepKeyValues = REGISTRATION_STEP_KEYS;
export type RegistrationStepKey = (typeof registrationStepKeyValues)[number];

const stepKeyList = sql.raw(registrationStepKeyValues.map((k) => `'${k}'`).join(", "));

export const userRegistrationVersions = pgTable("user_registration_versions", {
  id: serial("id").primaryKey(),
  /** e.g. version202405002 */
  key: text("key").notNull().unique(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const userRegistrationGroups = pgTable(
  "user_registration_groups",
  {
    id: serial("id").primaryKey(),
    userRegistrationVersionId: integer("user_registration_version_id")
      .notNull()
      .references(() => userRegistrationVersions.id, { onDelete: "cascade" }),
    key: text("key", { enum: registrationGroupKeyValues }).notNull(),
    displayOrder: integer("display_order").notNull(),
  },
  (t) => [unique("user_registration_groups_version_key").on(t.userRegistrationVersionId, t.key)],
);

export const userRegistrationSteps = pgTable(
  "user_registration_steps",
  {
    id: serial("id").primaryKey(),
    /** denormalised from the group so a step key is unique within its version */
    userRegistrationVersionId: integer("user_registration_version_id")
      .notNull()
      .references(() => userRegistrationVersions.id, { onDelete: "cascade" }),
    userRegistrationGroupId: integer("user_registration_group_id")
      .notNull()
      .references(() => userRegistrationGroups.id, { onDelete: "cascade" }),
    key: text("key", { enum: registrationStepKeyValues }).notNull(),
    displayOrder: integer("display_order").notNull(),
  },
  (t) => [
    unique("user_registration_steps_version_key").on(t.userRegistrationVersionId, t.key),
    check("user_registration_steps_key_check", sql`${t.key} in (${stepKeyList})`),
    index("user_registration_steps_group_idx").on(t.userRegistrationGroupId),
  ],
);

/** One registration questionnaire per user. */
export const userRegistrations = pgTable(
  "user_registrations",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    userRegistrationVersionId: integer("user_registration_version_id")
      .notNull()
      .references(() => userRegistrationVersions.id),
    status: text("status", { enum: ["incomplete", "completed"] })
      .notNull()
      .default("incomplete"),
    completedAt: timestamptz("completed_at"),
    /** the answer of the complete call, kept so a repeated call answers the same without a second effect */
    completionResult: jsonb("completion_result"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [check("user_registrations_status_check", sql`${t.status} in ('incomplete', 'completed')`)],
);

export const userRegistrationCompleteSteps = pgTable(
  "user_registration_complete_steps",
  {
    id: serial("id").primaryKey(),
    userRegistrationId: integer("user_registration_id")
      .notNull()
      .references(() => userRegistrations.id, { onDelete: "cascade" }),
    userRegistrationStepKey: text("user_registration_step_key", { enum: registrationStepKeyValues }).notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    unique("user_registration_complete_steps_registration_step_key").on(
      t.userRegistrationId,
      t.userRegistrationStepKey,
    ),
    check("user_registration_complete_steps_key_check", sql`${t.userRegistrationStepKey} in (${stepKeyList})`),
  ],
);

/** Schedules picked on recommend_events; turned into entries by the complete call. */
export const userRegistrationEntrySchedules = pgTable(
  "user_registration_entry_schedules",
  {
    userRegistrationId: integer("user_registration_id")
      .notNull()
      .references(() => userRegistrations.id, { onDelete: "cascade" }),
    scheduleId: integer("schedule_id")
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userRegistrationId, t.scheduleId] })],
);

export const userBasicInformations = pgTable("user_basic_informations", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  firstNameKana: text("first_name_kana").notNull(),
  lastNameKana: text("last_name_kana").notNull(),
  dateOfBirth: date("date_of_birth", { mode: "string" }),
  foreignAddress: boolean("foreign_address").notNull().default(false),
  postcode: text("postcode"),
  address1: text("address1"),
  address2: text("address2"),
  address3: text("address3"),
  tel: text("tel"),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/** Affiliation answers. graduate_year lives on users (one source for PATCH /users/graduate_year too). */
export const userAffiliations = pgTable("user_affiliations", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** university | graduate_school | junior_college | technical_college | vocational_school | high_school */
  schoolType: text("school_type").notNull(),
  universityId: integer("university_id").references(() => universities.id),
  departmentId: integer("department_id").references(() => departments.id),
  concentrationId: integer("concentration_id").references(() => concentrations.id),
  highSchoolId: integer("high_school_id").references(() => highSchools.id),
  departmentCategoryId: integer("department_category_id").references(() => departmentCategories.id),
  manualUniversity: text("manual_university"),
  manualDepartment: text("manual_department"),
  manualConcentration: text("manual_concentration"),
  manualHighSchool: text("manual_high_school"),
  course: text("course"),
  seminarCircle: text("seminar_circle"),
  grade: text("grade"),
  displayUniversity: text("display_university"),
  displayHighSchool: text("display_high_school"),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export const userPreferredBusinessCategories = pgTable(
  "user_preferred_business_categories",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    businessCategoryId: integer("business_category_id")
      .notNull()
      .references(() => businessCategories.id),
    priority: smallint("priority").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.businessCategoryId] }),
    unique("user_preferred_business_categories_user_priority_key").on(t.userId, t.priority),
  ],
);

/** priority 1..3 are interest_job_type first/second/third. */
export const userPreferredJobTypes = pgTable(
  "user_preferred_job_types",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobTypeId: integer("job_type_id")
      .notNull()
      .references(() => jobTypes.id),
    priority: smallint("priority").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobTypeId] }),
    unique("user_preferred_job_types_user_priority_key").on(t.userId, t.priority),
  ],
);

export const userPreferredWorkPrefectures = pgTable(
  "user_preferred_work_prefectures",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    prefectureCode: smallint("prefecture_code")
      .notNull()
      .references(() => prefectures.code),
  },
  (t) => [primaryKey({ columns: [t.userId, t.prefectureCode] })],
);

export const userPreferredCompanyChoiceFactorTypes = pgTable(
  "user_preferred_company_choice_factor_types",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyChoiceFactorTypeId: integer("company_choice_factor_type_id")
      .notNull()
      .references(() => companyChoiceFactorTypes.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyChoiceFactorTypeId] })],
);

/** ガクチカ-style activities; display_order is the spec's `order`. */
export const userActivities = pgTable(
  "user_activities",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    largeCategory: text("large_category").notNull(),
    mediumCategory: text("medium_category").notNull(),
    description: text("description").notNull().default(""),
    displayOrder: integer("display_order").notNull(),
  },
  (t) => [unique("user_activities_user_id_display_order_key").on(t.userId, t.displayOrder)],
);

export const userStudentEndeavors = pgTable("user_student_endeavors", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  content: text("content").notNull(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export const userMailMagazineOptions = pgTable("user_mail_magazine_options", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  receiveMailCampaigns: boolean("receive_mail_campaigns").notNull().default(true),
  needsInformationForWomen: boolean("needs_information_for_women").notNull().default(false),
  needsInformationForInternationalStudents: boolean("needs_information_for_international_students")
    .notNull()
    .default(false),
  isStudentAthlete: boolean("is_student_athlete").notNull().default(false),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/** Mail campaigns a user receives (Current user mail_campaign_types). */
export const userMailCampaignTypes = pgTable(
  "user_mail_campaign_types",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mailCampaignTypeKey: text("mail_campaign_type_key")
      .notNull()
      .references(() => mailCampaignTypes.key),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mailCampaignTypeKey] })],
);

/** Cooperating sites a user chose during sign-up; registered_at is set when the complete call registers them. */
export const userCooperatingSites = pgTable(
  "user_cooperating_sites",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cooperatingSiteId: integer("cooperating_site_id")
      .notNull()
      .references(() => cooperatingSites.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    registeredAt: timestamptz("registered_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cooperatingSiteId] })],
);

/**
 * Codes mailed to a university address (student_verification). Only a SHA-256 hash of the code is kept; a code is
 * good for 15 minutes and 5 wrong tries, and a newer code replaces the older ones of the same student.
 */
export const studentVerificationCodes = pgTable(
  "student_verification_codes",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    failedAttempts: smallint("failed_attempts").notNull().default(0),
    expiresAt: timestamptz("expires_at").notNull(),
    consumedAt: timestamptz("consumed_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("student_verification_codes_user_id_idx").on(t.userId)],
);
