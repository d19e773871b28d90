import { breadcrumbListJsonLd } from "./breadcrumb-list-json-ld";
import { jsonLdDocument } from "./json-ld-document";
import { richResultProblems } from "./rich-result-problems";

describe("breadcrumbListJsonLd", () => {
  it("numbers the crumbs from 1 with absolute URLs", () => {
    const list = breadcrumbListJsonLd(
      [
        { name: "ホーム", path: "/" },
        { name: "企業一覧", path: "/companies" },
        { name: "株式会社ミライテック", path: "/companies/3" },
      ],
      (path) => `https://mirai.example${path}`,
    );
    expect(list).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "ホーム", item: "https://mirai.example/" },
        { "@type": "ListItem", position: 2, name: "企業一覧", item: "https://mirai.example/companies" },
        { "@type": "ListItem", position: 3, name: "株式会社ミライテック", item: "https://mirai.example/companies/3" },
      ],
    });
    expect(richResultProblems(jsonLdDocument([list]))).toEqual([]);
  });
});
