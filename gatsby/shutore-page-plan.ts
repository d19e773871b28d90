import { shutoreCategoryOf, shutorePath } from "../core/shutore-routes";

export type ShutoreArticleRef = { db_id: number; slug_path: string };

export type ShutorePage =
  | { template: "article"; path: string; context: { dbId: number; categoryKey: string } }
  | { template: "category"; path: string; context: { categoryKey: string; categoryLabel: string } };

/**
 * One page per article at /shutore/{slug…}, and one listing per first slug segment (/shutore/es) so the
 * category crumb of every article leads somewhere; an article whose slug is the category itself keeps the path.
 */
export function planShutorePages(articles: readonly ShutoreArticleRef[]): ShutorePage[] {
  const articlePaths = new Set(articles.map((article) => shutorePath(article.slug_path)));
  const pages: ShutorePage[] = articles.map((article) => ({
    template: "article",
    path: shutorePath(article.slug_path),
    context: { dbId: article.db_id, categoryKey: shutoreCategoryOf(article.slug_path).key },
  }));
  const categories = new Map(
    articles.map((article) => [shutoreCategoryOf(article.slug_path).key, shutoreCategoryOf(article.slug_path)]),
  );
  for (const category of categories.values()) {
    if (articlePaths.has(category.path)) continue;
    pages.push({
      template: "category",
      path: category.path,
      context: { categoryKey: category.key, categoryLabel: category.label },
    });
  }
  return pages;
}
