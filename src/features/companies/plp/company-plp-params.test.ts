import {
  canonicalCompanyPlpSearch,
  companyPlpApiQuery,
  companyPlpSearch,
  defaultCompanyPlpFilters,
  isDefaultCompanyPlp,
  parseCompanyPlpSearch,
} from "./company-plp-params";

describe("company plp params", () => {
  it("tidies what a submit before hydration sends into the form's own query, keeping other parameters", () => {
    expect(
      canonicalCompanyPlpSearch(
        "?large_category=7&prefectures=13&lowerLimitOfCompanyReview=&order=company_review_scores",
      ),
    ).toBe("?large_category=7&prefectures=13");
    expect(canonicalCompanyPlpSearch("?lowerLimitOfCompanyReview=&order=company_review_scores")).toBe("");
    expect(canonicalCompanyPlpSearch("?order=name&utm_source=line&large_category=3")).toBe(
      "?large_category=3&order=name&utm_source=line",
    );
    for (const tidy of ["", "?large_category=7&prefectures=13", "?large_category=3&order=name&utm_source=line"])
      expect(canonicalCompanyPlpSearch(tidy)).toBe(tidy);
  });

  it("reads every filter of the query", () => {
    expect(
      parseCompanyPlpSearch(
        "?large_category=5&prefectures=14&prefectures=13&lowerLimitOfCompanyReview=4&companiesToFollow=true&order=name&page=2",
      ),
    ).toEqual({
      largeCategory: 5,
      prefectures: [13, 14],
      lowerLimitOfCompanyReview: 4,
      companiesToFollow: true,
      order: "name",
      page: 2,
    });
  });

  it.each([
    "",
    "?large_category=x",
    "?prefectures=48&lowerLimitOfCompanyReview=9",
    "?order=popular&page=0",
    "?companiesToFollow=1",
  ])("ignores invalid values: %s", (search) => {
    expect(parseCompanyPlpSearch(search)).toEqual(defaultCompanyPlpFilters);
    expect(isDefaultCompanyPlp(parseCompanyPlpSearch(search))).toBe(true);
  });

  it("writes the query back, defaults left out, and round-trips", () => {
    const filters = { ...defaultCompanyPlpFilters, largeCategory: 2, prefectures: [13, 27], page: 3 };
    expect(companyPlpSearch(filters)).toBe("?large_category=2&prefectures=13&prefectures=27&page=3");
    expect(parseCompanyPlpSearch(companyPlpSearch(filters))).toEqual(filters);
    expect(companyPlpSearch(defaultCompanyPlpFilters)).toBe("");
  });

  it("maps to the API's names", () => {
    expect(
      companyPlpApiQuery({
        ...defaultCompanyPlpFilters,
        largeCategory: 2,
        prefectures: [13],
        lowerLimitOfCompanyReview: 3,
        companiesToFollow: true,
        order: "name",
      }),
    ).toEqual({
      page: 1,
      per: 30,
      business_category_ids: [2],
      prefectures: [13],
      lower_limit_of_company_review: 3,
      companies_to_follow: true,
      order: "name",
    });
  });
});
