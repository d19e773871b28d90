import path from "node:path";
import type { CreatePagesArgs } from "gatsby";

/**
 * Set by the local server's builds (`npm start` and its rebuilds, scripts/lib/build/gatsby-build.ts), never by
 * `npm run build`: the deployed site has no such page.
 */
export const BENCH_REFERENCE_PAGE_ENV = "MIRAI_BENCH_REFERENCE_PAGE";

/** The same-run reference of `npm run bench:lighthouse` (docs/decisions/lighthouse-reference.md). */
export const BENCH_REFERENCE_PATH = "/bench/reference";

/**
 * A trivial page (a heading and a sentence, no query) that has what every page of the site has and nothing else:
 * the app chunk, the layout, the stylesheet. Noindex and in no sitemap.
 */
export function createBenchReferencePage({ actions }: Pick<CreatePagesArgs, "actions">): void {
  if (process.env[BENCH_REFERENCE_PAGE_ENV] !== "1") return;
  actions.createPage({
    path: BENCH_REFERENCE_PATH,
    component: path.resolve("bench/templates/reference-page.tsx"),
    context: {},
  });
}
