import { articleJsonLd } from "./article-json-ld";
import { jsonLdDocument } from "./json-ld-document";
import { richResultProblems } from "./rich-result-problems";
import { siteOrganizationJsonLd } from "./site-json-ld";

describe("articleJsonLd", () => {
  it("has headline, image, dates, and the site as author and publisher", () => {
    const site = siteOrganizationJsonLd("ミライキャリア", (path) => `https://mirai.example${path}`);
    const article = articleJsonLd({
      headline: "面接で聞かれること",
      description: "よくある質問と答え方。",
      imageUrl: "https://mirai.example/og/default.png",
      publishedAt: "2026-03-01",
      modifiedAt: "2026-03-05",
      url: "https://mirai.example/shutore/interview/questions",
      section: "面接",
      site,
    });
    expect(article).toMatchObject({
      "@type": "Article",
      headline: "面接で聞かれること",
      image: ["https://mirai.example/og/default.png"],
      articleSection: "面接",
      author: {
        "@type": "Organization",
        name: "ミライキャリア",
        url: "https://mirai.example/",
        logo: "https://mirai.example/og/logo.png",
      },
      publisher: site,
    });
    expect(richResultProblems(jsonLdDocument([article]))).toEqual([]);
  });
});
