import type { CompanyGroup } from "@core/api/company-groups";
import { api } from "./default-client";

/** Memoises one load shared by every caller; a failed load is forgotten so the next call tries again. */
export function createCompanyGroupsLoader(load: () => Promise<CompanyGroup[]>): () => Promise<CompanyGroup[]> {
  let shared: Promise<CompanyGroup[]> | null = null;
  return () => {
    if (!shared) {
      const attempt = load();
      shared = attempt;
      attempt.catch(() => {
        if (shared === attempt) shared = null;
      });
    }
    return shared;
  };
}

/** Spec §7: the browser loads company groups once at start-up and shares the result. */
export const loadCompanyGroups: () => Promise<CompanyGroup[]> = createCompanyGroupsLoader(() =>
  api.getCompanyGroups().then((response) => response.company_groups),
);
