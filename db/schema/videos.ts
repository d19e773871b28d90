import { index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { timestamptz } from "./columns";

/** A channel groups video bundles (/videos/channels/{id}); often one per company. */
export const videoChannels = pgTable(
  "video_channels",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    iconUrl: text("icon_url"),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [index("video_channels_company_id_idx").on(t.companyId)],
);

/** One long video split into chapters (/videos/{video_bundle_id}). */
export const videoBundles = pgTable(
  "video_bundles",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    videoChannelId: integer("video_channel_id").references(() => videoChannels.id, { onDelete: "set null" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    videoUrl: text("video_url").notNull(),
    thumbnailUrl: text("thumbnail_url"),
    captionsUrl: text("captions_url"),
    durationSeconds: integer("duration_seconds").notNull(),
    viewCount: integer("view_count").notNull().default(0),
    publishedAt: timestamptz("published_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("video_bundles_company_id_idx").on(t.companyId),
    index("video_bundles_video_channel_id_idx").on(t.videoChannelId),
    index("video_bundles_published_at_idx").on(t.publishedAt),
  ],
);

export const videoChapters = pgTable(
  "video_chapters",
  {
    id: serial("id").primaryKey(),
    videoBundleId: integer("video_bundle_id")
      .notNull()
      .references(() => videoBundles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    startSeconds: integer("start_seconds").notNull(),
    displayOrder: integer("display_order").notNull(),
  },
  (t) => [index("video_chapters_video_bundle_id_idx").on(t.videoBundleId, t.displayOrder)],
);

/** Editorial video collections (/videos/feature_videos/{id}). */
export const featureVideos = pgTable("feature_videos", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  imageUrl: text("image_url"),
  displayOrder: integer("display_order").notNull().default(0),
  publishedAt: timestamptz("published_at"),
});

export const featureVideoBundles = pgTable(
  "feature_video_bundles",
  {
    featureVideoId: integer("feature_video_id")
      .notNull()
      .references(() => featureVideos.id, { onDelete: "cascade" }),
    videoBundleId: integer("video_bundle_id")
      .notNull()
      .references(() => videoBundles.id, { onDelete: "cascade" }),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.featureVideoId, t.videoBundleId] })],
);

/** Vertical short videos (/short_videos/{id}). */
export const shortVideos = pgTable(
  "short_videos",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    videoUrl: text("video_url").notNull(),
    thumbnailUrl: text("thumbnail_url"),
    captionsUrl: text("captions_url"),
    durationSeconds: integer("duration_seconds").notNull(),
    viewCount: integer("view_count").notNull().default(0),
    publishedAt: timestamptz("published_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("short_videos_company_id_idx").on(t.companyId),
    index("short_videos_published_at_idx").on(t.publishedAt),
  ],
);
