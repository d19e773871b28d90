import type { SearchCriteria } from "@/lib/analytics/use-search-tracking";
import { companyPlpSearch, type CompanyPlpFilters } from "./company-plp-params";

/** /companies/plp as a spec §9 search: the names of the filters and the order chosen (none on the plain list). */
export function companyPlpSearchCriteria(filters: CompanyPlpFilters): SearchCriteria {
  const filterKeys: string[] = [];
  if (filters.largeCategory !== null) filterKeys.push("business_category");
  if (filters.prefectures.length > 0) filterKeys.push("prefectures");
  if (filters.lowerLimitOfCompanyReview !== null) filterKeys.push("lower_limit_of_company_review");
  if (filters.companiesToFollow) filterKeys.push("companies_to_follow");
  if (filters.order !== "company_review_scores") filterKeys.push("order");
  return {
    search_type: "company",
    // the path ends in plp, which names no category
    category: "company",
    filter_keys: filterKeys,
    conditions: companyPlpSearch({ ...filters, page: 1 }),
  };
}
