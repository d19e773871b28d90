import { defaultCompanyPlpFilters } from "./company-plp-params";
import { companyPlpSearchCriteria } from "./company-plp-search";

describe("companyPlpSearchCriteria", () => {
  it("names no filter on the plain list", () => {
    expect(companyPlpSearchCriteria(defaultCompanyPlpFilters)).toMatchObject({
      search_type: "company",
      category: "company",
      filter_keys: [],
    });
    expect(companyPlpSearchCriteria({ ...defaultCompanyPlpFilters, page: 4 }).filter_keys).toEqual([]);
  });

  it("names every filter chosen, never its value", () => {
    const filters = {
      largeCategory: 5,
      prefectures: [13, 27],
      lowerLimitOfCompanyReview: 4,
      companiesToFollow: true,
      order: "name" as const,
      page: 2,
    };
    const criteria = companyPlpSearchCriteria(filters);
    expect(criteria.filter_keys).toEqual([
      "business_category",
      "prefectures",
      "lower_limit_of_company_review",
      "companies_to_follow",
      "order",
    ]);
    expect(criteria.conditions).toBe(companyPlpSearchCriteria({ ...filters, page: 1 }).conditions);
    expect(criteria.conditions).not.toBe(companyPlpSearchCriteria({ ...filters, prefectures: [13] }).conditions);
  });
});
