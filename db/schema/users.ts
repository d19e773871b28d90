import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/**
 * A student account. `id` is the opaque id the API exposes. Derived fields of the spec's Current user
 * (unread counts, entries_count, liked_companies, university_info…) are computed from other tables;
 * registration answers live in the user_* tables of registration.ts.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** public handle used by partner systems; never sequential */
    uniqueId: text("unique_id").notNull().unique(),
    /** always stored lower-cased (checked) */
    email: text("email").notNull().unique(),
    /** graduate_year_number, e.g. 2027 */
    graduateYear: smallint("graduate_year"),
    receiveScoutMessage: boolean("receive_scout_message").notNull().default(false),
    newGradReferralOptionEnabled: boolean("new_grad_referral_option_enabled").notNull().default(false),
    isStudentConfirmed: boolean("is_student_confirmed").notNull().default(false),
    studentConfirmedAt: timestamptz("student_confirmed_at"),
    entriedEventScheduleReminderType: text("entried_event_schedule_reminder_type"),
    profileImageUrl: text("profile_image_url"),
    /** the secret in the student's calendar feed URL (/api/v1/calendar/{secret}.ics); null until asked for, rotatable */
    calendarFeedSecret: text("calendar_feed_secret").unique(),
    /** this user's own code to invite friends */
    friendReferralCode: text("friend_referral_code").unique(),
    /** the code this user signed up with */
    referredByCode: text("referred_by_code"),
    signupUtmSource: text("signup_utm_source"),
    signupUtmMedium: text("signup_utm_medium"),
    signupUtmCampaign: text("signup_utm_campaign"),
    signupUtmTerm: text("signup_utm_term"),
    signupUtmContent: text("signup_utm_content"),
    /** affiliate click ids received at sign-up (POST /api/v1/users) */
    signupWaad: text("signup_waad"),
    signupVid: text("signup_vid"),
    signupFxuid: text("signup_fxuid"),
    signupPbid: text("signup_pbid"),
    signupA8: text("signup_a8"),
    registeredAt: timestamptz("registered_at").notNull().defaultNow(),
    lastSignInAt: timestamptz("last_sign_in_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("users_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check("users_graduate_year_check", sql`${t.graduateYear} is null or ${t.graduateYear} between 2000 and 2100`),
    index("users_graduate_year_idx").on(t.graduateYear),
  ],
);

/** Server-side sessions: id is a hash of the session cookie / refresh token, never the token itself. */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    lastUsedAt: timestamptz("last_used_at"),
    /** set by sign-out or by refresh-token reuse; a revoked session authenticates nothing */
    revokedAt: timestamptz("revoked_at"),
    /**
     * Until then the session counts as freshly signed in (a sign-in code typed again on /settings/privacy): the data
     * export and the account deletion need it (server/privacy/reauthentication.ts).
     */
    reauthenticatedUntil: timestamptz("reauthenticated_until"),
  },
  (t) => [index("user_sessions_user_id_idx").on(t.userId), index("user_sessions_expires_at_idx").on(t.expiresAt)],
);
