import { z } from "zod";
import { mediaUrlSchema } from "./media-url";

const dbIdSchema = z.number().int().positive();

export const videoChapterRowSchema = z.object({
  id: dbIdSchema,
  title: z.string().min(1),
  start_seconds: z.number().int().nonnegative(),
});
export type VideoChapterRow = z.infer<typeof videoChapterRowSchema>;

/** A published video bundle (one long video split into chapters). */
export const videoBundleRowSchema = z.object({
  id: dbIdSchema,
  title: z.string().min(1),
  description: z.string(),
  video_url: mediaUrlSchema,
  thumbnail_url: mediaUrlSchema.nullable(),
  captions_url: mediaUrlSchema.nullable(),
  duration_seconds: z.number().int().nonnegative(),
  view_count: z.number().int().nonnegative(),
  published_at: z.date(),
  video_channel_id: dbIdSchema.nullable(),
  company_id: dbIdSchema.nullable(),
  business_category_id: dbIdSchema.nullable(),
  chapters: z.array(videoChapterRowSchema),
});
export type VideoBundleRow = z.infer<typeof videoBundleRowSchema>;

export const videoChannelRowSchema = z.object({
  id: dbIdSchema,
  name: z.string().min(1),
  description: z.string(),
  icon_url: mediaUrlSchema.nullable(),
  company_id: dbIdSchema.nullable(),
  display_order: z.number().int(),
});
export type VideoChannelRow = z.infer<typeof videoChannelRowSchema>;

export const featureVideoRowSchema = z.object({
  id: dbIdSchema,
  title: z.string().min(1),
  description: z.string(),
  image_url: mediaUrlSchema.nullable(),
  display_order: z.number().int(),
  published_at: z.date(),
  video_bundle_ids: z.array(dbIdSchema),
});
export type FeatureVideoRow = z.infer<typeof featureVideoRowSchema>;

export const shortVideoRowSchema = z.object({
  id: dbIdSchema,
  title: z.string().min(1),
  description: z.string(),
  company_id: dbIdSchema.nullable(),
  video_url: mediaUrlSchema,
  thumbnail_url: mediaUrlSchema.nullable(),
  captions_url: mediaUrlSchema.nullable(),
  duration_seconds: z.number().int().nonnegative(),
  view_count: z.number().int().nonnegative(),
  published_at: z.date(),
});
export type ShortVideoRow = z.infer<typeof shortVideoRowSchema>;
