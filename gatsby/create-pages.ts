import type { GatsbyNode } from "gatsby";
import { createBenchReferencePage } from "./bench-reference-page";
import { createCheckinPages } from "./checkin-pages";
import { createCompanyPages } from "./company-pages";
import { createEntryPages } from "./entry-pages";
import { createEventDetailPages } from "./event-detail-pages";
import { createEventListPages } from "./event-list-pages";
import { createPreviewEventPages } from "./preview-event-pages";
import { createShutorePages } from "./shutore-pages";
import { createReviewPages } from "./review-pages";
import { createVideoPages } from "./video-pages";
import { filePagesSitemap } from "./sitemap/file-pages-sitemap";
import { publishSitemaps } from "./sitemap/publish-sitemaps";

/**
 * Every creator of indexable pages returns their sitemap entries (deferred pages included), computed from the same
 * plan that created them; the shells (entry, check-in, preview) are noindex and return none. The sitemaps are written
 * into public/ here, with the file pages of src/pages/ that are indexable. The local server's builds add the
 * benchmark's reference page (noindex, in no sitemap).
 */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const sitemap = [...(await createEventListPages(args)), ...(await createEventDetailPages(args))];
  await createPreviewEventPages(args);
  await createEntryPages(args);
  await createCheckinPages(args);
  createBenchReferencePage(args);
  sitemap.push(...(await createShutorePages(args)));
  sitemap.push(...(await createReviewPages(args)));
  sitemap.push(...(await createVideoPages(args)));
  sitemap.push(...(await createCompanyPages(args)));
  publishSitemaps(args, [...sitemap, ...filePagesSitemap()]);
};
