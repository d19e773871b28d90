import { z } from "zod";

export const businessCategoryRowSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  icon_key: z.string().min(1),
  display_order: z.number().int(),
  /** its business subcategories: the API filters an industry (ind-N) by these */
  subcategory_ids: z.array(z.number().int().positive()),
});
export type BusinessCategoryRow = z.infer<typeof businessCategoryRowSchema>;
