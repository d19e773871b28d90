import type { AggregateRating, Organization } from "./schema-org-types";

/** Ratings are on a 1–5 scale everywhere on the site. */
export function aggregateRatingJsonLd(average: number | null | undefined, count: number): AggregateRating | undefined {
  if (average === null || average === undefined || count <= 0) return undefined;
  return { "@type": "AggregateRating", ratingValue: average, bestRating: 5, worstRating: 1, reviewCount: count };
}

export type OrganizationInput = {
  name: string;
  url: string;
  alternateName?: string | null;
  description?: string | null;
  logoUrl?: string | null;
  imageUrl?: string | null;
  /** the prefecture of the head office */
  region?: string | null;
  rating?: { average: number | null | undefined; count: number };
  awards?: readonly string[];
};

/** schema.org Organization: a company, or the site itself. Empty values are left out. */
export function organizationJsonLd(input: OrganizationInput): Organization {
  const organization: Organization = { "@type": "Organization", name: input.name, url: input.url };
  if (input.alternateName) organization.alternateName = input.alternateName;
  if (input.description) organization.description = input.description;
  if (input.logoUrl) organization.logo = input.logoUrl;
  if (input.imageUrl) organization.image = input.imageUrl;
  if (input.region)
    organization.address = { "@type": "PostalAddress", addressRegion: input.region, addressCountry: "JP" };
  const rating = input.rating && aggregateRatingJsonLd(input.rating.average, input.rating.count);
  if (rating) organization.aggregateRating = rating;
  if (input.awards && input.awards.length > 0) organization.award = [...input.awards];
  return organization;
}
