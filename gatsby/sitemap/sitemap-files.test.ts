import { buildSitemaps, MAX_URLS_PER_SITEMAP } from "./sitemap-files";
import type { SitemapEntry, SitemapSection } from "./sitemap-entry";

const siteUrl = "https://mirai.example.jp";
const entry = (section: SitemapSection, path: string, lastmod: string | null = null): SitemapEntry => ({
  section,
  path,
  lastmod,
});
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
const lastmods = (xml: string) =>
  [...xml.matchAll(/<sitemap><loc>[^<]*<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/sitemap>/g)].map(
    (match) => match[1] ?? null,
  );

describe("buildSitemaps", () => {
  it("keeps to the protocol's 50,000 URLs per file", () => {
    expect(MAX_URLS_PER_SITEMAP).toBe(50_000);
  });

  it("splits a section into files of at most maxUrls, numbered from 1, in the entries' order", () => {
    const entries = [1, 2, 3, 4, 5].map((id) => entry("events-internship", `/events/internship/${id}`));
    const { children } = buildSitemaps(entries, { siteUrl, maxUrls: 2 });
    expect(children.map((child) => [child.path, child.urlCount])).toEqual([
      ["/sitemap-events-internship-1.xml", 2],
      ["/sitemap-events-internship-2.xml", 2],
      ["/sitemap-events-internship-3.xml", 1],
    ]);
    expect(locs(children[2]!.xml)).toEqual(["https://mirai.example.jp/events/internship/5"]);
  });

  it("orders files by section as the index lists them, with no file for a section without pages", () => {
    const entries = [
      entry("infos", "/"),
      entry("reviews", "/reviews"),
      entry("events-selection", "/events/selection"),
      entry("reviews", "/companies/1/reviews"),
    ];
    const { children, index } = buildSitemaps(entries, { siteUrl });
    expect(children.map((child) => child.path)).toEqual([
      "/sitemap-events-selection-1.xml",
      "/sitemap-reviews-1.xml",
      "/sitemap-infos-1.xml",
    ]);
    expect(index.path).toBe("/sitemap.xml");
    expect(locs(index.xml)).toEqual([
      "https://mirai.example.jp/sitemap-events-selection-1.xml",
      "https://mirai.example.jp/sitemap-reviews-1.xml",
      "https://mirai.example.jp/sitemap-infos-1.xml",
    ]);
    expect(locs(children[1]!.xml)).toEqual([
      "https://mirai.example.jp/reviews",
      "https://mirai.example.jp/companies/1/reviews",
    ]);
  });

  it("dates each file in the index by the newest lastmod in it, and leaves an undated file undated", () => {
    const entries = [
      entry("reviews", "/companies/1/reviews/1", "2026-04-01T03:00:00.000Z"),
      entry("reviews", "/companies/1/reviews/2", "2026-05-02T12:00:00.000+09:00"),
      entry("reviews", "/companies/1/reviews/3", "2026-04-20T00:00:00.000Z"),
      entry("reviews", "/companies/1/reviews/4", null),
      entry("infos", "/infos/terms"),
    ];
    const { children, index } = buildSitemaps(entries, { siteUrl, maxUrls: 2 });
    expect(children.map((child) => child.lastmod)).toEqual([
      "2026-05-02T12:00:00.000+09:00",
      "2026-04-20T00:00:00.000Z",
      null,
    ]);
    expect(lastmods(index.xml)).toEqual(["2026-05-02T03:00:00Z", "2026-04-20T00:00:00Z", null]);
  });

  it("writes absolute URLs on the site URL and lists a path once", () => {
    const entries = [entry("infos", "/"), entry("infos", "/infos/guide"), entry("infos", "/")];
    const { children } = buildSitemaps(entries, { siteUrl: "http://localhost:8888/" });
    expect(locs(children[0]!.xml)).toEqual(["http://localhost:8888/", "http://localhost:8888/infos/guide"]);
  });

  it("writes no child and an empty index without entries", () => {
    const { children, index } = buildSitemaps([], { siteUrl });
    expect(children).toEqual([]);
    expect(locs(index.xml)).toEqual([]);
  });
});
