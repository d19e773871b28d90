import type { EventHostCompany } from "../../core/api/event-list";

/** A review average as the lists show it: two decimals. */
export function roundRating(value: string | null): number | null {
  return value === null ? null : Math.round(Number(value) * 100) / 100;
}

/** A host company's columns as both readers select them (list items and the event page's companies). */
export type HostCompanyColumns = {
  id: number;
  name: string;
  initial_char: string;
  square_logo_url: string | null;
  business_category_id: number | null;
  business_category_name: string | null;
  overall_score: string | null;
};

/** Spec §3 "Event host company", rated as list items rate it. */
export function eventHostCompany(company: HostCompanyColumns): EventHostCompany {
  return {
    id: company.id,
    name: company.name,
    initial_char: company.initial_char,
    square_logo: company.square_logo_url,
    business_category_id: company.business_category_id ?? 0,
    business_category_name: company.business_category_name ?? "",
    review_total_rating_average: roundRating(company.overall_score),
  };
}
