import fs from "node:fs";
import path from "node:path";
import type { Sitemaps } from "./sitemap-files";

const SITEMAP_FILE = /^sitemap(-[a-z0-9-]+)?\.xml$/;

/**
 * Writes the sitemap index and its children into public/, after removing the sitemap files a previous build left
 * there (a section that shrank by a file would otherwise keep a stale one).
 */
export function writeSitemaps(publicDir: string, sitemaps: Sitemaps): void {
  fs.mkdirSync(publicDir, { recursive: true });
  for (const name of fs.readdirSync(publicDir)) {
    if (SITEMAP_FILE.test(name)) fs.unlinkSync(path.join(publicDir, name));
  }
  for (const file of [sitemaps.index, ...sitemaps.children])
    fs.writeFileSync(path.join(publicDir, file.path), file.xml);
}
