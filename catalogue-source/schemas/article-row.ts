import { z } from "zod";
import { isShutoreSlugPath } from "../../core/shutore-routes";

/** A published /shutore article; slug_path has no leading or trailing slash ("es/self-pr/examples"). */
export const articleRowSchema = z.object({
  id: z.number().int().positive(),
  slug_path: z.string().refine(isShutoreSlugPath, { message: "slug_path must be lowercase segments joined by /" }),
  title: z.string().min(1),
  description: z.string(),
  body_markdown: z.string(),
  published_at: z.date(),
  updated_at: z.date(),
});
export type ArticleRow = z.infer<typeof articleRowSchema>;
