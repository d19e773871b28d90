import { absoluteUrl, escapeXml, sitemapIndexXml, urlsetXml, w3cDatetime } from "./sitemap-xml";

describe("escapeXml", () => {
  it("escapes the five XML entities", () => {
    expect(escapeXml(`/a?b=1&c=<d>"e"'f'`)).toBe("/a?b=1&amp;c=&lt;d&gt;&quot;e&quot;&apos;f&apos;");
  });
});

describe("absoluteUrl", () => {
  it("puts the path on the site URL, with or without its trailing slash or a path prefix", () => {
    expect(absoluteUrl("https://mirai.example.jp", "/events/internship/12")).toBe(
      "https://mirai.example.jp/events/internship/12",
    );
    expect(absoluteUrl("https://mirai.example.jp/", "/")).toBe("https://mirai.example.jp/");
    expect(absoluteUrl("https://mirai.example.jp/career", "/reviews")).toBe("https://mirai.example.jp/career/reviews");
  });

  it("percent-encodes what a URL may not hold", () => {
    expect(absoluteUrl("https://mirai.example.jp", "/shutore/就活 ES")).toBe(
      "https://mirai.example.jp/shutore/%E5%B0%B1%E6%B4%BB%20ES",
    );
  });
});

describe("w3cDatetime", () => {
  it("writes UTC to the second, from any offset", () => {
    expect(w3cDatetime("2026-04-01T12:00:00.123+09:00")).toBe("2026-04-01T03:00:00Z");
    expect(w3cDatetime("2026-04-01T03:00:00.000Z")).toBe("2026-04-01T03:00:00Z");
  });

  it("refuses what is not a date", () => {
    expect(() => w3cDatetime("soon")).toThrow(/not a date/);
  });
});

describe("urlsetXml and sitemapIndexXml", () => {
  it("write one element per location, escaped, with lastmod only where known", () => {
    expect(
      urlsetXml([
        { loc: "https://mirai.example.jp/a?x=1&y=2", lastmod: "2026-04-01T03:00:00.000Z" },
        { loc: "https://mirai.example.jp/infos/terms", lastmod: null },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "<url><loc>https://mirai.example.jp/a?x=1&amp;y=2</loc><lastmod>2026-04-01T03:00:00Z</lastmod></url>",
        "<url><loc>https://mirai.example.jp/infos/terms</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
    expect(
      sitemapIndexXml([{ loc: "https://mirai.example.jp/sitemap-reviews-1.xml", lastmod: "2026-04-01T03:00:00Z" }]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "<sitemap><loc>https://mirai.example.jp/sitemap-reviews-1.xml</loc><lastmod>2026-04-01T03:00:00Z</lastmod></sitemap>",
        "</sitemapindex>",
        "",
      ].join("\n"),
    );
  });
});
