import type { SitemapEntry } from "./sitemap-entry";

/**
 * The file pages of src/pages/ that search engines should find (every other one is noindex; /shutore is listed
 * with the シュトレ pages). Their text is fixed in the code, so no data dates them.
 */
export const INDEXABLE_FILE_PAGES = [
  "/",
  "/infos/terms",
  "/infos/privacy",
  "/infos/signup_privacy_policy",
  "/infos/external_data_processors",
  "/infos/guide",
  "/infos/accessibility",
] as const;

export function filePagesSitemap(): SitemapEntry[] {
  return INDEXABLE_FILE_PAGES.map((path) => ({ section: "infos", path, lastmod: null }));
}
