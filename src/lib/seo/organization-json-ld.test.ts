import { jsonLdDocument } from "./json-ld-document";
import { aggregateRatingJsonLd, organizationJsonLd } from "./organization-json-ld";
import { richResultProblems } from "./rich-result-problems";

describe("organizationJsonLd", () => {
  it("keeps what the company has and leaves empty values out", () => {
    const organization = organizationJsonLd({
      name: "株式会社ミライテック",
      url: "https://mirai.example/companies/3",
      alternateName: "ミライテック",
      description: "",
      logoUrl: null,
      imageUrl: "https://img.example/official.jpg",
      region: "東京都",
      rating: { average: 3.8, count: 12 },
      awards: ["2025年 ミライキャリアアワード 金賞"],
    });
    expect(organization).toEqual({
      "@type": "Organization",
      name: "株式会社ミライテック",
      url: "https://mirai.example/companies/3",
      alternateName: "ミライテック",
      image: "https://img.example/official.jpg",
      address: { "@type": "PostalAddress", addressRegion: "東京都", addressCountry: "JP" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 3.8, bestRating: 5, worstRating: 1, reviewCount: 12 },
      award: ["2025年 ミライキャリアアワード 金賞"],
    });
    expect(richResultProblems(jsonLdDocument([organization]))).toEqual([]);
  });

  it("has no rating without reviews or without a score", () => {
    expect(aggregateRatingJsonLd(4, 0)).toBeUndefined();
    expect(aggregateRatingJsonLd(null, 3)).toBeUndefined();
    expect(
      organizationJsonLd({
        name: "A社",
        url: "https://mirai.example/companies/1",
        rating: { average: undefined, count: 0 },
      }),
    ).not.toHaveProperty("aggregateRating");
  });
});
