import { useMemo } from "react";
import { apiPaths } from "@core/api-paths";
import { apiQuery, useApiQuery, useHydrated } from "@/lib/data";
import { companyListItemToCard } from "../api/company-list-item-to-card";
import type { CompanyCardData } from "../company-card-data";
import { companyPlpApiQuery, isDefaultCompanyPlp, type CompanyPlpFilters } from "./company-plp-params";

export type CompanyPlpResult = { companies: CompanyCardData[]; totalCount: number };

export type CompanyPlpState =
  | { status: "loading" }
  | { status: "loaded"; result: CompanyPlpResult }
  | { status: "needs_sign_in" }
  | { status: "failed" };

/**
 * The listing for the filters: the prerendered first page when unfiltered (and until hydrated), else
 * GET /api/v1/companies. companiesToFollow needs a signed-in student: `needs_sign_in` for anonymous visitors
 * (no call), `loading` while the session is being checked.
 */
export function useCompanyPlpResult(
  filters: CompanyPlpFilters,
  prerendered: CompanyPlpResult,
  viewer: "anonymous" | "loading" | "signed_in",
): CompanyPlpState {
  const filtered = useHydrated() && !isDefaultCompanyPlp(filters);
  const waitForViewer = filters.companiesToFollow ? viewer : "signed_in";
  const query = useApiQuery({
    ...apiQuery(apiPaths.companies, { query: companyPlpApiQuery(filters) }),
    enabled: filtered && waitForViewer === "signed_in",
    meta: { onFailure: (error) => console.error("company list: fetch failed", error) },
  });
  const result = useMemo(
    () =>
      query.data && { companies: query.data.companies.map(companyListItemToCard), totalCount: query.data.total_counts },
    [query.data],
  );

  if (!filtered) return { status: "loaded", result: prerendered };
  if (waitForViewer !== "signed_in") return { status: waitForViewer === "loading" ? "loading" : "needs_sign_in" };
  if (query.error) return { status: "failed" };
  return result ? { status: "loaded", result } : { status: "loading" };
}
