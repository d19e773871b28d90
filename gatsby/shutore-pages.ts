import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { planShutorePages, type ShutoreArticleRef } from "./shutore-page-plan";

const templates = {
  article: path.resolve("src/templates/shutore-article.tsx"),
  category: path.resolve("src/templates/shutore-category.tsx"),
} as const;

type ShutorePagesQuery = { allArticle: { nodes: ShutoreArticleRef[] } };

/** /shutore/{slug…} article pages and their category listings (the /shutore index is src/pages/shutore.tsx). */
export async function createShutorePages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<ShutorePagesQuery>(`
    query ShutorePages {
      allArticle {
        nodes {
          db_id
          slug_path
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("createShutorePages: the page query failed", result.errors);
    return;
  }
  for (const page of planShutorePages(result.data.allArticle.nodes)) {
    actions.createPage({ path: page.path, component: templates[page.template], context: page.context });
  }
}
