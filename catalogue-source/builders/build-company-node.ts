import type { CompanyRow } from "../schemas/company-row";
import { toIso } from "./to-iso";

type CompanyAward = CompanyRow["awards"][number];
type CompanyGalleryItem = CompanyRow["image_gallery"][number];

type PassedFields = Omit<
  CompanyRow,
  | "id"
  | "business_category_id"
  | "headquarters_area_id"
  | "event_ids"
  | "awards"
  | "image_gallery"
  | "group_main_company_id"
  | "group_company_ids"
  | "updated_at"
>;

export type CompanyNodeFields = PassedFields & {
  db_id: number;
  business_category_db_id: number;
  headquarters_area_db_id: number;
  /** published events hosted or co-hosted, newest first */
  event_db_ids: number[];
  /** every award, newest year first */
  awards: CompanyAward[];
  has_award_review: boolean;
  latest_award_reviews_year: number | null;
  /** bronze | silver | gold of the latest award */
  latest_award_reviews_badge: CompanyAward["rank"] | null;
  image_gallery: CompanyGalleryItem[];
  /** null when the company belongs to no group with a main company */
  company_group: { main_company_db_id: number; company_db_ids: number[] } | null;
  updated_at: string;
};

/** Awards newest first (the query orders them too; the builder does not rely on it). */
export function sortAwards(awards: readonly CompanyAward[]): CompanyAward[] {
  return [...awards].sort((a, b) => b.year - a.year);
}

/** The company group as GET /api/v1/company_groups shapes it: the main company and every member, id order. */
export function companyGroupOf(
  row: Pick<CompanyRow, "group_main_company_id" | "group_company_ids">,
): CompanyNodeFields["company_group"] {
  if (row.group_main_company_id === null) return null;
  return {
    main_company_db_id: row.group_main_company_id,
    company_db_ids: [...row.group_company_ids].sort((a, b) => a - b),
  };
}

export function buildCompanyNode(row: CompanyRow): CompanyNodeFields {
  const {
    id,
    business_category_id,
    headquarters_area_id,
    event_ids,
    awards,
    image_gallery,
    group_main_company_id,
    group_company_ids,
    updated_at,
    ...rest
  } = row;
  const sortedAwards = sortAwards(awards);
  const latest = sortedAwards[0] ?? null;
  return {
    ...rest,
    db_id: id,
    business_category_db_id: business_category_id,
    headquarters_area_db_id: headquarters_area_id,
    event_db_ids: event_ids,
    awards: sortedAwards,
    has_award_review: latest !== null,
    latest_award_reviews_year: latest?.year ?? null,
    latest_award_reviews_badge: latest?.rank ?? null,
    image_gallery: [...image_gallery].sort((a, b) => a.display_order - b.display_order),
    company_group: companyGroupOf({ group_main_company_id, group_company_ids }),
    updated_at: toIso(updated_at),
  };
}
