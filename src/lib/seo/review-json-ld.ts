import type { Organization, Review } from "./schema-org-types";

export type ReviewJsonLdInput = {
  title: string;
  body: string;
  publishedAt: string;
  url: string;
  /** the author as the site shows them, e.g. "27卒の学生" (reviews are anonymous) */
  authorName: string;
  /** overall rating 1–5, if the review has one */
  rating: number | null;
  itemReviewed: Organization;
};

/** schema.org Review of a company or event review (itemReviewed: the company). */
export function reviewJsonLd(input: ReviewJsonLdInput): Review {
  return {
    "@type": "Review",
    name: input.title,
    reviewBody: input.body,
    datePublished: input.publishedAt,
    url: input.url,
    author: { "@type": "Person", name: input.authorName },
    ...(input.rating === null
      ? {}
      : { reviewRating: { "@type": "Rating", ratingValue: input.rating, bestRating: 5, worstRating: 1 } }),
    itemReviewed: input.itemReviewed,
  };
}
