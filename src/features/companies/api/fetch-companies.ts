import type { CompanyListQuery, CompanyListResponse } from "@core/api/company-list";
import { apiPaths } from "@core/api-paths";
import type { ApiRequester } from "@/lib/api";

/** The GET /api/v1/companies query as the client writes it (arrays become repeated `key[]=` entries). */
export type CompanyListRequestQuery = {
  page?: number;
  per?: number;
  business_category_ids?: number[];
  prefectures?: number[];
  lower_limit_of_company_review?: number;
  companies_to_follow?: boolean;
  order?: NonNullable<CompanyListQuery["order"]>;
};

/** GET /api/v1/companies */
export function fetchCompanies(client: ApiRequester, query: CompanyListRequestQuery, signal?: AbortSignal): Promise<CompanyListResponse> {
  return client.request<CompanyListResponse>({ path: apiPaths.companies, query, signal });
}
