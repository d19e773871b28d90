import { awardLabel, isAwardRank } from "../components/award-badge";
import type { CompanyDetailData } from "./company-detail-data";

/** schema.org Organization of a company page (rating only when the company has reviews and a score). */
export function companyOrganization(company: CompanyDetailData, url: string): object {
  const organization: Record<string, unknown> = {
    "@type": "Organization",
    name: company.name,
    alternateName: company.name_pronunciation,
    url,
    description: company.official_description,
    address: { "@type": "PostalAddress", addressRegion: company.headquarters_prefecture.name, addressCountry: "JP" },
  };
  if (company.square_logo_url) organization.logo = company.square_logo_url;
  if (company.official_image_url) organization.image = company.official_image_url;
  if (company.overall_score !== null && company.review_count > 0) {
    organization.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: company.overall_score,
      bestRating: 5,
      worstRating: 1,
      reviewCount: company.review_count,
    };
  }
  if (company.awards.length > 0) {
    organization.award = company.awards.flatMap((award) => (isAwardRank(award.rank) ? [awardLabel(award.year, award.rank)] : []));
  }
  return organization;
}
