import { jsonLdDocument } from "./json-ld-document";
import { richResultProblems } from "./rich-result-problems";
import { webSiteJsonLd } from "./site-json-ld";

describe("webSiteJsonLd", () => {
  it("names the site, its home page and its publisher with the square logo", () => {
    const site = webSiteJsonLd("ミライ就活", (path) => `https://mirai.example${path}`);
    expect(site).toEqual({
      "@type": "WebSite",
      name: "ミライ就活",
      url: "https://mirai.example/",
      inLanguage: "ja",
      publisher: {
        "@type": "Organization",
        name: "ミライ就活",
        url: "https://mirai.example/",
        logo: "https://mirai.example/og/logo.png",
      },
    });
    expect(richResultProblems(jsonLdDocument([site]))).toEqual([]);
  });
});
