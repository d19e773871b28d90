/** Company listing routes (spec §2 Companies): /companies/{domestics|foreigns}, …/area/{areaId}/{prefectureId}, …/page-N. */

export const COMPANY_LIST_PER = 30;

/** all: domestic and foreign companies (only with an area); domestics / foreigns: by is_foreign. */
export type CompanyOrigin = "all" | "domestics" | "foreigns";

export type CompanyListScope = {
  origin: CompanyOrigin;
  /** areas.id */
  areaId: number | null;
  /** JIS code; only with an area it belongs to */
  prefectureCode: number | null;
  page: number;
};

export const COMPANY_INDEX_PATH = "/companies";
export const COMPANY_PLP_PATH = "/companies/plp";

/** The listing's path; page 1 has no page segment. */
export function companyListPath(scope: CompanyListScope): string {
  let path = COMPANY_INDEX_PATH;
  if (scope.origin !== "all") path += `/${scope.origin}`;
  if (scope.areaId !== null) {
    path += `/area/${scope.areaId}`;
    if (scope.prefectureCode !== null) path += `/${scope.prefectureCode}`;
  }
  if (scope.page > 1) path += `/page-${scope.page}`;
  return path;
}

export function companyReviewsPath(companyId: number): string {
  return `/companies/${companyId}/reviews`;
}

export function companyEventReviewsPath(companyId: number): string {
  return `/companies/${companyId}/event_reviews`;
}

export function companyVideosPath(companyId: number): string {
  return `/companies/${companyId}/videos`;
}

const originLabels: Record<CompanyOrigin, string> = { all: "", domestics: "国内", foreigns: "外資系" };

/** 「関東の企業一覧」「東京都の国内企業一覧」「外資系企業一覧」 */
export function companyListHeading(origin: CompanyOrigin, placeName: string | null): string {
  const kind = `${originLabels[origin]}企業一覧`;
  return placeName ? `${placeName}の${kind}` : kind;
}
