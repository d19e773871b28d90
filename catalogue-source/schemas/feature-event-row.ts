import { z } from "zod";
import { mediaUrlSchema } from "./media-url";

const dbIdSchema = z.number().int().positive();

/** A published feature event (curated collection) with its published events in display order. */
export const featureEventRowSchema = z.object({
  id: dbIdSchema,
  title: z.string().min(1),
  description_markdown: z.string(),
  image_url: mediaUrlSchema.nullable(),
  display_order: z.number().int(),
  updated_at: z.date(),
  event_ids: z.array(dbIdSchema),
});
export type FeatureEventRow = z.infer<typeof featureEventRowSchema>;
