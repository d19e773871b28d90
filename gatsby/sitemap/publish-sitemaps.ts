import fs from "node:fs";
import path from "node:path";
import type { Reporter, Store } from "gatsby";
import { robotsTxtNamingSitemap } from "./robots-txt";
import { buildSitemaps, SITEMAP_INDEX_PATH } from "./sitemap-files";
import type { SitemapEntry } from "./sitemap-entry";
import { absoluteUrl } from "./sitemap-xml";
import { siteBuild } from "./site-build";
import { writeSitemaps } from "./write-sitemaps";

/** Writes /sitemap.xml and its children into public/ (served by the CDN like any built file). */
export function publishSitemaps(
  { store, reporter }: { store: Store; reporter: Reporter },
  entries: readonly SitemapEntry[],
): void {
  const { publicDir, siteUrl } = siteBuild(store);
  const sitemaps = buildSitemaps(entries, { siteUrl });
  writeSitemaps(publicDir, sitemaps);
  const counts = sitemaps.children.map((child) => `${child.path.slice(1)} ${child.urlCount}`).join(", ");
  reporter.info(`sitemaps: ${SITEMAP_INDEX_PATH} lists ${sitemaps.children.length} files (${counts})`);
}

/**
 * public/robots.txt: static/robots.txt's rules and the sitemap index's absolute URL. Run after the build copied
 * static/ into public/ (which happens after createPages), so from onPostBuild.
 */
export function publishRobotsTxt({ store }: { store: Store }): void {
  const { directory, publicDir, siteUrl } = siteBuild(store);
  const rules = fs.readFileSync(path.join(directory, "static", "robots.txt"), "utf8");
  fs.writeFileSync(
    path.join(publicDir, "robots.txt"),
    robotsTxtNamingSitemap(rules, absoluteUrl(siteUrl, SITEMAP_INDEX_PATH)),
  );
}
