import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { planShutorePages, type ShutoreArticleRef } from "./shutore-page-plan";
import type { SitemapEntry } from "./sitemap/sitemap-entry";
import { shutoreSitemap } from "./sitemap/shutore-sitemap";

const templates = {
  article: path.resolve("src/templates/shutore-article.tsx"),
  category: path.resolve("src/templates/shutore-category.tsx"),
} as const;

type ShutorePagesQuery = { allArticle: { nodes: (ShutoreArticleRef & { updated_at: string })[] } };

/**
 * /shutore/{slug…} article pages and their category listings (the /shutore index is src/pages/shutore.tsx); returns
 * the sitemap entries of those and of /shutore.
 */
export async function createShutorePages({ graphql, actions, reporter }: CreatePagesArgs): Promise<SitemapEntry[]> {
  const result = await graphql<ShutorePagesQuery>(`
    query ShutorePages {
      allArticle {
        nodes {
          db_id
          slug_path
          updated_at
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("createShutorePages: the page query failed", result.errors);
    return [];
  }
  const pages = planShutorePages(result.data.allArticle.nodes);
  for (const page of pages) {
    actions.createPage({ path: page.path, component: templates[page.template], context: page.context });
  }
  return shutoreSitemap(pages, result.data.allArticle.nodes);
}
