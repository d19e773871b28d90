import { z } from "zod";

export const prefectureRowSchema = z.object({
  code: z.number().int().min(1).max(47),
  name: z.string().min(1),
  area_name: z.string().min(1),
  area_id: z.number().int().positive(),
});
export type PrefectureRow = z.infer<typeof prefectureRowSchema>;
