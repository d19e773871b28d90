import {
  COMPANY_LIST_PER,
  companyListHeading,
  companyListPath,
  type CompanyListScope,
  type CompanyOrigin,
} from "../core/company-list-paths";

/** The Company node fields that decide which listings a company appears in, and where. */
export type ListableCompany = {
  db_id: number;
  is_foreign: boolean;
  overall_score: number | null;
  headquarters_prefecture_code: number;
  headquarters_area_db_id: number;
};

export type PlannablePrefecture = { code: number; name: string; area_db_id: number; area_name: string };

export type PlaceLink = { name: string; path: string };

export type CompanyListPageContext = {
  scope: CompanyListScope;
  heading: string;
  /** The companies of this page, in display order. */
  companyIds: number[];
  totalCount: number;
  totalPages: number;
  /** Narrower listings: the areas of an origin listing, the prefectures of an area listing. */
  places: PlaceLink[];
  /** The area of an area or prefecture listing (breadcrumbs). */
  area: PlaceLink | null;
};

export type PlannedCompanyListPage = { path: string; context: CompanyListPageContext };

/** Review scores order (the API's `order=company_review_scores`): overall score high to low, unscored last, then id. */
export function byReviewScores(
  a: Pick<ListableCompany, "db_id" | "overall_score">,
  b: Pick<ListableCompany, "db_id" | "overall_score">,
): number {
  const scoreA = a.overall_score ?? -1;
  const scoreB = b.overall_score ?? -1;
  return scoreB - scoreA || a.db_id - b.db_id;
}

const origins: readonly CompanyOrigin[] = ["all", "domestics", "foreigns"];

function matchesOrigin(company: ListableCompany, origin: CompanyOrigin): boolean {
  if (origin === "domestics") return !company.is_foreign;
  if (origin === "foreigns") return company.is_foreign;
  return true;
}

type ListingInput = Omit<CompanyListPageContext, "companyIds" | "totalCount" | "totalPages" | "scope"> & {
  scope: Omit<CompanyListScope, "page">;
};

/** Every page of one listing (at least one, even when empty). */
function pagesOf(
  sortedCompanies: readonly ListableCompany[],
  input: ListingInput,
  keep: (company: ListableCompany) => boolean,
): PlannedCompanyListPage[] {
  const ids = sortedCompanies.filter(keep).map((company) => company.db_id);
  const totalPages = Math.max(1, Math.ceil(ids.length / COMPANY_LIST_PER));
  const pages: PlannedCompanyListPage[] = [];
  for (let page = 1; page <= totalPages; page += 1) {
    const scope = { ...input.scope, page };
    pages.push({
      path: companyListPath(scope),
      context: {
        ...input,
        scope,
        companyIds: ids.slice((page - 1) * COMPANY_LIST_PER, page * COMPANY_LIST_PER),
        totalCount: ids.length,
        totalPages,
      },
    });
  }
  return pages;
}

/**
 * The prerendered company listings, every page of each: /companies/domestics and /companies/foreigns, and for each
 * origin (all, domestics, foreigns) every area and every prefecture of that area.
 */
export function planCompanyListPages(
  companies: readonly ListableCompany[],
  prefectures: readonly PlannablePrefecture[],
): PlannedCompanyListPage[] {
  const sorted = [...companies].sort(byReviewScores);
  const areas = new Map<number, { name: string; prefectures: PlannablePrefecture[] }>();
  for (const prefecture of [...prefectures].sort((a, b) => a.code - b.code)) {
    const area = areas.get(prefecture.area_db_id) ?? { name: prefecture.area_name, prefectures: [] };
    area.prefectures.push(prefecture);
    areas.set(prefecture.area_db_id, area);
  }
  const areaIds = [...areas.keys()].sort((a, b) => a - b);

  const pages: PlannedCompanyListPage[] = [];
  for (const origin of origins) {
    const inOrigin = (company: ListableCompany) => matchesOrigin(company, origin);
    const noPlace = { areaId: null, prefectureCode: null };
    if (origin !== "all") {
      pages.push(
        ...pagesOf(
          sorted,
          {
            scope: { origin, ...noPlace },
            heading: companyListHeading(origin, null),
            places: areaIds.map((id) => ({
              name: areas.get(id)!.name,
              path: companyListPath({ origin, areaId: id, prefectureCode: null, page: 1 }),
            })),
            area: null,
          },
          inOrigin,
        ),
      );
    }
    for (const areaId of areaIds) {
      const area = areas.get(areaId)!;
      const areaLink = { name: area.name, path: companyListPath({ origin, areaId, prefectureCode: null, page: 1 }) };
      pages.push(
        ...pagesOf(
          sorted,
          {
            scope: { origin, areaId, prefectureCode: null },
            heading: companyListHeading(origin, area.name),
            places: area.prefectures.map((prefecture) => ({
              name: prefecture.name,
              path: companyListPath({ origin, areaId, prefectureCode: prefecture.code, page: 1 }),
            })),
            area: areaLink,
          },
          (company) => inOrigin(company) && company.headquarters_area_db_id === areaId,
        ),
      );
      for (const prefecture of area.prefectures) {
        pages.push(
          ...pagesOf(
            sorted,
            {
              scope: { origin, areaId, prefectureCode: prefecture.code },
              heading: companyListHeading(origin, prefecture.name),
              places: [],
              area: areaLink,
            },
            (company) => inOrigin(company) && company.headquarters_prefecture_code === prefecture.code,
          ),
        );
      }
    }
  }
  return pages;
}
