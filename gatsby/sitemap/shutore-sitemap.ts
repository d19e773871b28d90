import { SHUTORE_PATH } from "../../core/shutore-routes";
import type { ShutoreArticleRef, ShutorePage } from "../shutore-page-plan";
import { listingEntry, type SitemapEntry } from "./sitemap-entry";

/**
 * The pages of gatsby/shutore-page-plan.ts and /shutore (src/pages/shutore.tsx, every article): articles by their
 * updated_at, the listings by their newest article.
 */
export function shutoreSitemap(
  pages: readonly ShutorePage[],
  articles: readonly (ShutoreArticleRef & { updated_at: string })[],
): SitemapEntry[] {
  const updatedAt = new Map(articles.map((article) => [article.db_id, article.updated_at]));
  const articleDates = (keep: (page: ShutorePage) => boolean) =>
    pages.flatMap((page) => (page.template === "article" && keep(page) ? [updatedAt.get(page.context.dbId)] : []));
  return [
    ...listingEntry(
      "shutore",
      SHUTORE_PATH,
      articleDates(() => true),
    ),
    ...pages.flatMap((page) =>
      page.template === "article"
        ? [{ section: "shutore" as const, path: page.path, lastmod: updatedAt.get(page.context.dbId) ?? null }]
        : listingEntry(
            "shutore",
            page.path,
            articleDates((article) => article.context.categoryKey === page.context.categoryKey),
          ),
    ),
  ];
}
