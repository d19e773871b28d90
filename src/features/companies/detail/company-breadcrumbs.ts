import { companyListPath, COMPANY_INDEX_PATH } from "@core/company-list-paths";
import { companyPath } from "@core/routes";
import type { Breadcrumb } from "@/components/detail-page/breadcrumbs";

/** ホーム › 企業一覧 › 国内企業一覧|外資系企業一覧 › {company} */
export function companyBreadcrumbs(company: { db_id: number; name: string; is_foreign: boolean }): Breadcrumb[] {
  const origin = company.is_foreign ? "foreigns" : "domestics";
  return [
    { name: "ホーム", path: "/" },
    { name: "企業一覧", path: COMPANY_INDEX_PATH },
    {
      name: company.is_foreign ? "外資系企業一覧" : "国内企業一覧",
      path: companyListPath({ origin, areaId: null, prefectureCode: null, page: 1 }),
    },
    { name: company.name, path: companyPath(company.db_id) },
  ];
}
