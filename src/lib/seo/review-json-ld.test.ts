import { jsonLdDocument } from "./json-ld-document";
import { reviewJsonLd } from "./review-json-ld";
import { richResultProblems } from "./rich-result-problems";

describe("reviewJsonLd", () => {
  const input = {
    title: "若手に任せる社風でした",
    body: "実務に近い課題でした。",
    publishedAt: "2026-04-01T00:30:00+09:00",
    url: "https://mirai.example/companies/3/reviews/41",
    authorName: "27卒の学生",
    rating: 4,
    itemReviewed: {
      "@type": "Organization" as const,
      name: "株式会社ミライテック",
      url: "https://mirai.example/companies/3",
    },
  };

  it("reviews the company, by an anonymous student, with its overall rating", () => {
    const review = reviewJsonLd(input);
    expect(review).toMatchObject({
      "@type": "Review",
      itemReviewed: { "@type": "Organization", name: "株式会社ミライテック" },
      author: { "@type": "Person", name: "27卒の学生" },
      reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
      datePublished: "2026-04-01T00:30:00+09:00",
    });
    expect(richResultProblems(jsonLdDocument([review]))).toEqual([]);
  });

  it("has no reviewRating without a rating", () => {
    expect(reviewJsonLd({ ...input, rating: null })).not.toHaveProperty("reviewRating");
  });
});
