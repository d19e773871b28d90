import { z } from "zod";
import { mediaUrlSchema } from "./media-url";

const dbIdSchema = z.number().int().positive();

/** A promotion contract running at build time (an ad place's paid placement of one published event). */
export const promotionContractRowSchema = z.object({
  id: dbIdSchema,
  event_id: dbIdSchema,
  ad_place_key: z.string().regex(/^[a-z0-9_]+$/, "ad place keys are snake_case"),
  publication_type: z.string().min(1),
  catch_copy: z.string().nullable(),
  image_url: mediaUrlSchema.nullable(),
  starts_at: z.date(),
  ends_at: z.date(),
  display_order: z.number().int(),
});
export type PromotionContractRow = z.infer<typeof promotionContractRowSchema>;
