import { useEffect, useState } from "react";
import { api } from "@/lib/api";
import { companyListItemToCard } from "../api/company-list-item-to-card";
import { fetchCompanies } from "../api/fetch-companies";
import type { CompanyCardData } from "../company-card-data";
import { companyPlpApiQuery, companyPlpSearch, isDefaultCompanyPlp, type CompanyPlpFilters } from "./company-plp-params";

export type CompanyPlpResult = { companies: CompanyCardData[]; totalCount: number };

export type CompanyPlpState =
  | { status: "loading" }
  | { status: "loaded"; result: CompanyPlpResult }
  | { status: "needs_sign_in" }
  | { status: "failed" };

/**
 * The listing for the filters: the prerendered first page when unfiltered, else GET /api/v1/companies.
 * companiesToFollow needs a signed-in student: `needs_sign_in` for anonymous visitors (no call), `loading` while
 * the session is being checked.
 */
export function useCompanyPlpResult(filters: CompanyPlpFilters, prerendered: CompanyPlpResult, viewer: "anonymous" | "loading" | "signed_in"): CompanyPlpState {
  const [state, setState] = useState<CompanyPlpState>({ status: "loaded", result: prerendered });
  const key = companyPlpSearch(filters);
  const waitForViewer = filters.companiesToFollow ? viewer : "signed_in";

  useEffect(() => {
    if (isDefaultCompanyPlp(filters)) {
      setState({ status: "loaded", result: prerendered });
      return;
    }
    if (waitForViewer === "loading") {
      setState({ status: "loading" });
      return;
    }
    if (waitForViewer === "anonymous") {
      setState({ status: "needs_sign_in" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    fetchCompanies(api, companyPlpApiQuery(filters), controller.signal)
      .then((response) => setState({ status: "loaded", result: { companies: response.companies.map(companyListItemToCard), totalCount: response.total_counts } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("company list: fetch failed", error);
        setState({ status: "failed" });
      });
    return () => controller.abort();
    // `key` stands for the filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, prerendered, waitForViewer]);

  return state;
}
