/** One <url> of a urlset or one <sitemap> of a sitemap index (sitemaps.org protocol 0.9). */
export type SitemapLocation = { loc: string; lastmod: string | null };

const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

const xmlEntities: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEntities[char]!);
}

/** W3C datetime in UTC to the second, e.g. 2026-04-01T03:00:00Z. */
export function w3cDatetime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`sitemap: not a date: ${iso}`);
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The absolute URL of a site path, percent-encoded as the protocol asks (the site URL may carry a path prefix). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(`${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`).href;
}

function element(tag: "url" | "sitemap", { loc, lastmod }: SitemapLocation): string {
  const date = lastmod === null ? "" : `<lastmod>${w3cDatetime(lastmod)}</lastmod>`;
  return `<${tag}><loc>${escapeXml(loc)}</loc>${date}</${tag}>`;
}

function document(root: "urlset" | "sitemapindex", children: readonly string[]): string {
  return [XML_DECLARATION, `<${root} xmlns="${SITEMAP_NAMESPACE}">`, ...children, `</${root}>`, ""].join("\n");
}

export function urlsetXml(urls: readonly SitemapLocation[]): string {
  return document(
    "urlset",
    urls.map((url) => element("url", url)),
  );
}

export function sitemapIndexXml(sitemaps: readonly SitemapLocation[]): string {
  return document(
    "sitemapindex",
    sitemaps.map((sitemap) => element("sitemap", sitemap)),
  );
}
