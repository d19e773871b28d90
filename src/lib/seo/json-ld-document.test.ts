import { jsonLdDocument, serializeJsonLd } from "./json-ld-document";

describe("jsonLdDocument", () => {
  it("puts the nodes in one @graph under the schema.org context", () => {
    const node = {
      "@type": "WebSite" as const,
      name: "A",
      url: "https://a.example/",
      inLanguage: "ja" as const,
      publisher: { "@type": "Organization" as const, name: "A" },
    };
    expect(jsonLdDocument([node])).toEqual({ "@context": "https://schema.org", "@graph": [node] });
  });
});

describe("serializeJsonLd", () => {
  it("escapes < so that the text cannot close its script", () => {
    const text = serializeJsonLd({ name: "</script><b>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><b>" });
  });
});
