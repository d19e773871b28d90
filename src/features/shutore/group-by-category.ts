import type { ShutoreArticleCardData } from "./article-data";

export type ShutoreCategorySection = { label: string; path: string; articles: ShutoreArticleCardData[] };

/** Articles (newest first) grouped by category; the category with the newest article comes first. */
export function groupByCategory(articles: readonly ShutoreArticleCardData[]): ShutoreCategorySection[] {
  const sections = new Map<string, ShutoreCategorySection>();
  for (const article of articles) {
    const section = sections.get(article.category_path) ?? {
      label: article.category_label,
      path: article.category_path,
      articles: [],
    };
    section.articles.push(article);
    sections.set(article.category_path, section);
  }
  return [...sections.values()];
}
