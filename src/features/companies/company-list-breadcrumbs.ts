import { COMPANY_INDEX_PATH, companyListPath, type CompanyListScope } from "@core/company-list-paths";
import type { Breadcrumb } from "@/components/detail-page/breadcrumbs";

type PlaceLink = { name: string; path: string };

/** ホーム › 企業一覧 › [国内|外資系企業一覧 ›] [area ›] heading */
export function companyListBreadcrumbs(scope: CompanyListScope, heading: string, area: PlaceLink | null): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [
    { name: "ホーム", path: "/" },
    { name: "企業一覧", path: COMPANY_INDEX_PATH },
  ];
  if (scope.origin !== "all" && scope.areaId !== null) {
    crumbs.push({
      name: scope.origin === "domestics" ? "国内企業一覧" : "外資系企業一覧",
      path: companyListPath({ origin: scope.origin, areaId: null, prefectureCode: null, page: 1 }),
    });
  }
  if (area && scope.prefectureCode !== null) crumbs.push({ name: area.name, path: area.path });
  crumbs.push({ name: heading, path: companyListPath({ ...scope, page: 1 }) });
  return crumbs;
}
