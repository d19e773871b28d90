import { planShutorePages } from "../shutore-page-plan";
import { shutoreSitemap } from "./shutore-sitemap";

describe("shutoreSitemap", () => {
  const articles = [
    { db_id: 1, slug_path: "es/self-pr", updated_at: "2026-02-01T00:00:00.000Z" },
    { db_id: 2, slug_path: "es/gakuchika/examples", updated_at: "2026-03-01T00:00:00.000Z" },
    { db_id: 3, slug_path: "interview", updated_at: "2026-01-15T00:00:00.000Z" },
  ];

  it("lists /shutore, every article by its updated_at and every category listing by its newest article", () => {
    expect(shutoreSitemap(planShutorePages(articles), articles)).toEqual([
      { section: "shutore", path: "/shutore", lastmod: "2026-03-01T00:00:00.000Z" },
      { section: "shutore", path: "/shutore/es/self-pr", lastmod: "2026-02-01T00:00:00.000Z" },
      { section: "shutore", path: "/shutore/es/gakuchika/examples", lastmod: "2026-03-01T00:00:00.000Z" },
      { section: "shutore", path: "/shutore/interview", lastmod: "2026-01-15T00:00:00.000Z" },
      { section: "shutore", path: "/shutore/es", lastmod: "2026-03-01T00:00:00.000Z" },
    ]);
  });

  it("lists nothing without articles (/shutore then only says so)", () => {
    expect(shutoreSitemap([], [])).toEqual([]);
  });
});
