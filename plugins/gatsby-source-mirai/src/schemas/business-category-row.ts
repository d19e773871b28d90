import { z } from "zod";

export const businessCategoryRowSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  icon_key: z.string().min(1),
  display_order: z.number().int(),
});
export type BusinessCategoryRow = z.infer<typeof businessCategoryRowSchema>;
