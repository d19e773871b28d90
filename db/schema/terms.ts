import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";
import { timestamptz } from "./columns";

export const termsTypeValues = ["terms", "privacy"] as const;

/** Versions of the terms of use and the privacy policy; the latest published one of a type must be agreed. */
export const termsVersions = pgTable(
  "terms_versions",
  {
    id: serial("id").primaryKey(),
    type: text("type", { enum: termsTypeValues }).notNull(),
    /** e.g. 2024-04-01 */
    version: text("version").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    publishedAt: timestamptz("published_at").notNull(),
  },
  (t) => [
    unique("terms_versions_type_version_key").on(t.type, t.version),
    check("terms_versions_type_check", sql`${t.type} in ('terms', 'privacy')`),
  ],
);

export const termsAgreements = pgTable(
  "terms_agreements",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    termsVersionId: integer("terms_version_id")
      .notNull()
      .references(() => termsVersions.id, { onDelete: "cascade" }),
    agreedAt: timestamptz("agreed_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.termsVersionId] })],
);

/** UTM visits recorded by POST /api/v1/google_custom_campaigns. */
export const googleCustomCampaigns = pgTable(
  "google_custom_campaigns",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("google_custom_campaigns_user_id_idx").on(t.userId)],
);
