/**
 * robots.txt with its rules kept and one `Sitemap:` line naming the sitemap index by its absolute URL (the site
 * URL differs per environment, so the build adds it to static/robots.txt; a Sitemap line already there is replaced).
 */
export function robotsTxtNamingSitemap(robotsTxt: string, sitemapUrl: string): string {
  const rules = robotsTxt
    .split(/\r?\n/)
    .filter((line) => !/^\s*sitemap\s*:/i.test(line))
    .join("\n")
    .trimEnd();
  return `${rules ? `${rules}\n\n` : ""}Sitemap: ${sitemapUrl}\n`;
}
