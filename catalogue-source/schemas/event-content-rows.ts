import { z } from "zod";
import { mediaUrlSchema } from "./media-url";

const dbIdSchema = z.number().int().positive();

/** event_description_items{label, content} of an event detail. */
export const eventDescriptionItemRowSchema = z.object({
  id: dbIdSchema,
  event_id: dbIdSchema,
  label: z.string().min(1),
  content: z.string(),
  display_order: z.number().int(),
});
export type EventDescriptionItemRow = z.infer<typeof eventDescriptionItemRowSchema>;

/** Reading B summary_videos. */
export const eventSummaryVideoRowSchema = z.object({
  id: dbIdSchema,
  event_id: dbIdSchema,
  video_type: z.enum(["external", "uploaded", "chapter"]),
  external_video_url: z.url({ protocol: /^https?$/ }).nullable(),
  video_url: z.url({ protocol: /^https?$/ }).nullable(),
  video_chapter_url: z.url({ protocol: /^https?$/ }).nullable(),
  description: z.string(),
  display_order: z.number().int(),
});
export type EventSummaryVideoRow = z.infer<typeof eventSummaryVideoRowSchema>;

/** Reading B summary_images. */
export const eventSummaryImageRowSchema = z.object({
  id: dbIdSchema,
  event_id: dbIdSchema,
  image_url: mediaUrlSchema,
  description: z.string(),
  display_order: z.number().int(),
});
export type EventSummaryImageRow = z.infer<typeof eventSummaryImageRowSchema>;
