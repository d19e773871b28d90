import { organizationJsonLd } from "@/lib/seo/organization-json-ld";
import type { Organization } from "@/lib/seo/schema-org-types";
import { awardLabel, isAwardRank } from "../components/award-badge";
import type { CompanyDetailData } from "./company-detail-data";

/** schema.org Organization of a company page (rating only when the company has reviews and a score). */
export function companyOrganization(
  company: CompanyDetailData,
  url: string,
  toUrl: (path: string) => string,
): Organization {
  return organizationJsonLd({
    name: company.name,
    alternateName: company.name_pronunciation,
    url,
    description: company.official_description,
    logoUrl: company.square_logo_url && toUrl(company.square_logo_url),
    imageUrl: company.official_image_url && toUrl(company.official_image_url),
    region: company.headquarters_prefecture.name,
    rating: { average: company.overall_score, count: company.review_count },
    awards: company.awards.flatMap((award) => (isAwardRank(award.rank) ? [awardLabel(award.year, award.rank)] : [])),
  });
}
