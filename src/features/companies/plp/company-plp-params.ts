import { COMPANY_LIST_PER } from "@core/company-list-paths";
import type { CompanyListQuery } from "@core/api/company-list";

export type CompanyPlpOrder = "company_review_scores" | "name";

/** The /companies/plp filters as they appear in the page's query (spec §2 noindex names). */
export type CompanyPlpFilters = {
  /** business category id (large_category) */
  largeCategory: number | null;
  /** JIS codes, repeatable `prefectures=13&prefectures=14` */
  prefectures: number[];
  /** lowerLimitOfCompanyReview: 1–5 */
  lowerLimitOfCompanyReview: number | null;
  companiesToFollow: boolean;
  order: CompanyPlpOrder;
  page: number;
};

export const defaultCompanyPlpFilters: CompanyPlpFilters = {
  largeCategory: null,
  prefectures: [],
  lowerLimitOfCompanyReview: null,
  companiesToFollow: false,
  order: "company_review_scores",
  page: 1,
};

function positiveInteger(value: string | null, max = Number.MAX_SAFE_INTEGER): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

/** Reads the filters from a query string; unknown or invalid values are ignored (the default applies). */
export function parseCompanyPlpSearch(search: string): CompanyPlpFilters {
  const params = new URLSearchParams(search);
  const prefectures = [
    ...new Set(params.getAll("prefectures").flatMap((value) => positiveInteger(value, 47) ?? [])),
  ].sort((a, b) => a - b);
  return {
    largeCategory: positiveInteger(params.get("large_category")),
    prefectures,
    lowerLimitOfCompanyReview: positiveInteger(params.get("lowerLimitOfCompanyReview"), 5),
    companiesToFollow: params.get("companiesToFollow") === "true",
    order: params.get("order") === "name" ? "name" : "company_review_scores",
    page: positiveInteger(params.get("page")) ?? 1,
  };
}

/** The query string of the filters, default values left out ("" when all are defaults). */
export function companyPlpSearch(filters: CompanyPlpFilters): string {
  const params = new URLSearchParams();
  if (filters.largeCategory !== null) params.set("large_category", String(filters.largeCategory));
  for (const code of filters.prefectures) params.append("prefectures", String(code));
  if (filters.lowerLimitOfCompanyReview !== null)
    params.set("lowerLimitOfCompanyReview", String(filters.lowerLimitOfCompanyReview));
  if (filters.companiesToFollow) params.set("companiesToFollow", "true");
  if (filters.order !== "company_review_scores") params.set("order", filters.order);
  if (filters.page > 1) params.set("page", String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

const FORM_KEYS = new Set([
  "large_category",
  "prefectures",
  "lowerLimitOfCompanyReview",
  "companiesToFollow",
  "order",
  "page",
]);

/**
 * The address's query as the form's own navigation writes it: the filters without defaults or empty values (what a
 * submit before the page hydrated sends: `lowerLimitOfCompanyReview=&order=company_review_scores`), other
 * parameters (tracking, campaign) kept after them as they came.
 */
export function canonicalCompanyPlpSearch(search: string): string {
  const canonical = new URLSearchParams(companyPlpSearch(parseCompanyPlpSearch(search)));
  for (const [key, value] of new URLSearchParams(search)) if (!FORM_KEYS.has(key)) canonical.append(key, value);
  const text = canonical.toString();
  return text ? `?${text}` : "";
}

/** Whether the filters are the prerendered unfiltered first page. */
export function isDefaultCompanyPlp(filters: CompanyPlpFilters): boolean {
  return companyPlpSearch(filters) === "";
}

/** GET /api/v1/companies for the filters. */
export function companyPlpApiQuery(filters: CompanyPlpFilters): Partial<CompanyListQuery> {
  return {
    page: filters.page,
    per: COMPANY_LIST_PER,
    business_category_ids: filters.largeCategory === null ? undefined : [filters.largeCategory],
    prefectures: filters.prefectures.length > 0 ? filters.prefectures : undefined,
    lower_limit_of_company_review: filters.lowerLimitOfCompanyReview ?? undefined,
    companies_to_follow: filters.companiesToFollow || undefined,
    order: filters.order,
  };
}
