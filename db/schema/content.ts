import { sql } from "drizzle-orm";
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
} from "drizzle-orm/pg-core";
import { events } from "./events";
import { timestamptz } from "./columns";

export type CooperatingSiteExternalLink = { label: string; url: string };

/** Partner services offered during sign-up (recommend_sites) and at /cooperating_sites. */
export const cooperatingSites = pgTable("cooperating_sites", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  partner: text("partner").notNull(),
  squareLogoUrl: text("square_logo_url"),
  description: text("description").notNull(),
  serviceCategory: text("service_category").notNull(),
  graduateYears: smallint("graduate_years")
    .array()
    .notNull()
    .default(sql`'{}'::smallint[]`),
  externalLinks: jsonb("external_links")
    .$type<CooperatingSiteExternalLink[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  allowedCheckedByDefault: boolean("allowed_checked_by_default").notNull().default(false),
  published: boolean("published").notNull().default(true),
  displayOrder: integer("display_order").notNull().default(0),
});

/** Editorial collections of events (/feature_events/{id}). */
export const featureEvents = pgTable("feature_events", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  descriptionMarkdown: text("description_markdown").notNull(),
  imageUrl: text("image_url"),
  published: boolean("published").notNull().default(true),
  displayOrder: integer("display_order").notNull().default(0),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export const featureEventEvents = pgTable(
  "feature_event_events",
  {
    featureEventId: integer("feature_event_id")
      .notNull()
      .references(() => featureEvents.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.featureEventId, t.eventId] }),
    index("feature_event_events_event_id_idx").on(t.eventId),
  ],
);

/** /shutore/{slug…} articles; slug_path has no leading slash, e.g. "guide/es/gakuchika". */
export const articles = pgTable("articles", {
  id: serial("id").primaryKey(),
  slugPath: text("slug_path").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  bodyMarkdown: text("body_markdown").notNull(),
  publishedAt: timestamptz("published_at"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/**
 * Popups (spec §3: popup id, type, url), answered by GET /api/v1/popups. `title` is the dialog's label and the image's
 * alt text; `message` the text of a popup without an image. Targeting: `target_path_prefixes` (empty = every page; a
 * prefix matches itself and the paths below it) and `target_graduate_years` (empty = everyone, anonymous included;
 * else only signed-in students of those years). Among several active popups the highest `priority`, then the newest.
 */
export const popups = pgTable(
  "popups",
  {
    id: serial("id").primaryKey(),
    popupType: text("popup_type").notNull(),
    title: text("title").notNull(),
    message: text("message"),
    imageUrl: text("image_url"),
    url: text("url").notNull(),
    eventId: integer("event_id").references(() => events.id, { onDelete: "cascade" }),
    startsAt: timestamptz("starts_at").notNull(),
    endsAt: timestamptz("ends_at").notNull(),
    published: boolean("published").notNull().default(true),
    targetPathPrefixes: text("target_path_prefixes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    targetGraduateYears: smallint("target_graduate_years")
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    priority: integer("priority").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("popups_window_idx").on(t.startsAt, t.endsAt),
    check("popups_window_check", sql`${t.startsAt} < ${t.endsAt}`),
  ],
);
