import { robotsTxtNamingSitemap } from "./robots-txt";

describe("robotsTxtNamingSitemap", () => {
  const rules = "User-agent: *\nDisallow: /user_registrations\nDisallow: /api/\n";

  it("keeps the rules and names the sitemap index by its absolute URL", () => {
    expect(robotsTxtNamingSitemap(rules, "https://mirai.example.jp/sitemap.xml")).toBe(
      "User-agent: *\nDisallow: /user_registrations\nDisallow: /api/\n\nSitemap: https://mirai.example.jp/sitemap.xml\n",
    );
  });

  it("replaces a Sitemap line already there, so a second run changes nothing", () => {
    const once = robotsTxtNamingSitemap(
      `${rules}sitemap: http://old.example/sitemap.xml\r\n`,
      "https://mirai.example.jp/sitemap.xml",
    );
    expect(once.match(/sitemap:/gi)).toHaveLength(1);
    expect(robotsTxtNamingSitemap(once, "https://mirai.example.jp/sitemap.xml")).toBe(once);
  });
});
