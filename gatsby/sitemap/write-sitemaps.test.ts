import fs from "node:fs";
import path from "node:path";
import { useTempDir } from "../test/temp-dir";
import { buildSitemaps } from "./sitemap-files";
import { writeSitemaps } from "./write-sitemaps";

describe("writeSitemaps", () => {
  const temp = useTempDir("sitemaps-");

  it("writes the index and its children and removes a previous build's sitemap files, nothing else", () => {
    const publicDir = temp.dir();
    for (const name of ["sitemap-reviews-2.xml", "sitemap-old-1.xml", "robots.txt", "sitemap.html"])
      fs.writeFileSync(path.join(publicDir, name), "old");
    writeSitemaps(
      publicDir,
      buildSitemaps([{ section: "reviews", path: "/reviews", lastmod: null }], { siteUrl: "https://mirai.example.jp" }),
    );
    expect(fs.readdirSync(publicDir).sort()).toEqual([
      "robots.txt",
      "sitemap-reviews-1.xml",
      "sitemap.html",
      "sitemap.xml",
    ]);
    expect(fs.readFileSync(path.join(publicDir, "sitemap.xml"), "utf8")).toContain(
      "<loc>https://mirai.example.jp/sitemap-reviews-1.xml</loc>",
    );
  });
});
