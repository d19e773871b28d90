import type { Article, Organization } from "./schema-org-types";

export type ArticleJsonLdInput = {
  headline: string;
  description: string;
  /** the article's picture, else the page's share image */
  imageUrl: string;
  publishedAt: string;
  modifiedAt: string;
  url: string;
  section: string | null;
  /** the site: author (its editors) and publisher */
  site: Organization;
};

/** schema.org Article of a シュトレ article. */
export function articleJsonLd(input: ArticleJsonLdInput): Article {
  return {
    "@type": "Article",
    headline: input.headline,
    description: input.description,
    image: [input.imageUrl],
    datePublished: input.publishedAt,
    dateModified: input.modifiedAt,
    mainEntityOfPage: input.url,
    ...(input.section ? { articleSection: input.section } : {}),
    author: input.site,
    publisher: input.site,
  };
}
