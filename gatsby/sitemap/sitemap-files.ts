import { latest, sitemapSections, type SitemapEntry, type SitemapSection } from "./sitemap-entry";
import { absoluteUrl, sitemapIndexXml, urlsetXml } from "./sitemap-xml";

/** The sitemap index's path; robots.txt names it. */
export const SITEMAP_INDEX_PATH = "/sitemap.xml";

/** The protocol's limit per file (50 MB uncompressed is far off: our URLs are under 200 bytes). */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** A file written to public/ at its site path. */
export type SitemapFile = { path: string; xml: string };

/** One child sitemap, for the index and the build's report. */
export type ChildSitemap = SitemapFile & { section: SitemapSection; urlCount: number; lastmod: string | null };

export type Sitemaps = { index: SitemapFile; children: ChildSitemap[] };

export function childSitemapPath(section: SitemapSection, number: number): string {
  return `/sitemap-${section}-${number}.xml`;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/**
 * The sitemap index and its children: per section (in `sitemapSections` order, a section without pages has no
 * file) files of at most `maxUrls` URLs, sitemap-{section}-1.xml, -2.xml…, in the order the entries came; a path
 * listed twice is kept once. The index dates each file by the newest lastmod in it.
 */
export function buildSitemaps(
  entries: readonly SitemapEntry[],
  options: { siteUrl: string; maxUrls?: number },
): Sitemaps {
  const maxUrls = options.maxUrls ?? MAX_URLS_PER_SITEMAP;
  const bySection = new Map<SitemapSection, SitemapEntry[]>();
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const list = bySection.get(entry.section);
    if (list) list.push(entry);
    else bySection.set(entry.section, [entry]);
  }
  const children: ChildSitemap[] = [];
  for (const section of sitemapSections) {
    chunks(bySection.get(section) ?? [], maxUrls).forEach((chunk, index) => {
      const urls = chunk.map((entry) => ({ loc: absoluteUrl(options.siteUrl, entry.path), lastmod: entry.lastmod }));
      children.push({
        section,
        path: childSitemapPath(section, index + 1),
        xml: urlsetXml(urls),
        urlCount: urls.length,
        lastmod: latest(chunk.map((entry) => entry.lastmod)),
      });
    });
  }
  const index = sitemapIndexXml(
    children.map((child) => ({ loc: absoluteUrl(options.siteUrl, child.path), lastmod: child.lastmod })),
  );
  return { index: { path: SITEMAP_INDEX_PATH, xml: index }, children };
}
