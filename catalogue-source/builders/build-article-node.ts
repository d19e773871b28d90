import { shutoreCategoryOf, shutorePath } from "../../core/shutore-routes";
import { htmlExcerpt, renderMarkdown } from "../markdown/render-markdown";
import type { ArticleRow } from "../schemas/article-row";
import { toIso } from "./to-iso";

/** Japanese prose is read at roughly 500 characters a minute. */
const CHARACTERS_PER_MINUTE = 500;

export type ArticleNodeFields = {
  db_id: number;
  slug_path: string;
  path: string;
  category_key: string;
  category_label: string;
  category_path: string;
  title: string;
  description: string;
  body_html: string;
  reading_minutes: number;
  published_at: string;
  updated_at: string;
};

export function buildArticleNode(row: ArticleRow): ArticleNodeFields {
  const bodyHtml = renderMarkdown(row.body_markdown);
  const category = shutoreCategoryOf(row.slug_path);
  const plainLength = htmlExcerpt(bodyHtml, Number.MAX_SAFE_INTEGER).length;
  return {
    db_id: row.id,
    slug_path: row.slug_path,
    path: shutorePath(row.slug_path),
    category_key: category.key,
    category_label: category.label,
    category_path: category.path,
    title: row.title,
    description: row.description.trim() || htmlExcerpt(bodyHtml),
    body_html: bodyHtml,
    reading_minutes: Math.max(1, Math.ceil(plainLength / CHARACTERS_PER_MINUTE)),
    published_at: toIso(row.published_at),
    updated_at: toIso(row.updated_at),
  };
}
