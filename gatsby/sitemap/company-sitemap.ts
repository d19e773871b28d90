import { companyPath } from "../../core/routes";
import { listingEntry, type SitemapEntry } from "./sitemap-entry";

export type CompanySitemapInput = {
  companies: readonly { db_id: number; updated_at: string }[];
  /** every prerendered listing (gatsby/company-page-plan.ts, /companies, /companies/plp) with the companies it shows */
  listings: readonly { path: string; companyIds: readonly number[] }[];
};

/** /companies/{id} of every company by its updated_at, and the listings that show a company, by their newest one. */
export function companySitemap({ companies, listings }: CompanySitemapInput): SitemapEntry[] {
  const updatedAt = new Map(companies.map((company) => [company.db_id, company.updated_at]));
  return [
    ...listings.flatMap((listing) =>
      listingEntry(
        "companies",
        listing.path,
        listing.companyIds.map((id) => updatedAt.get(id)),
      ),
    ),
    ...companies.map(
      (company): SitemapEntry => ({
        section: "companies",
        path: companyPath(company.db_id),
        lastmod: company.updated_at,
      }),
    ),
  ];
}
