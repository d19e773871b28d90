import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { useMemo } from "react";
import { SeoHead } from "@/components/seo";
import { COMPANY_PLP_PATH } from "@core/company-list-paths";
import { companyPlpBreadcrumbs, CompanyPlpView } from "@/features/companies";
import { inIdOrder } from "@core/in-id-order";

export type CompanyPlpPageContext = { companyIds: number[]; totalCount: number };

/** /companies/plp, prerendered with the unfiltered first page; the query's filters are applied in the browser. */
export default function CompanyPlpTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.CompanyPlpTemplateQuery, CompanyPlpPageContext>) {
  const prerendered = useMemo(
    () => ({
      companies: inIdOrder(pageContext.companyIds, data.allCompany.nodes, (node) => node.db_id),
      totalCount: pageContext.totalCount,
    }),
    [data.allCompany.nodes, pageContext.companyIds, pageContext.totalCount],
  );
  const options = useMemo(
    () => ({ categories: data.allBusinessCategory.nodes, prefectures: data.allPrefecture.nodes }),
    [data],
  );
  return <CompanyPlpView search={location.search} options={options} prerendered={prerendered} />;
}

export function Head({ location }: HeadProps<Queries.CompanyPlpTemplateQuery, CompanyPlpPageContext>) {
  return (
    <SeoHead
      title="条件から企業を探す"
      description="業界・本社所在地・クチコミ評価から新卒採用企業を探せます。フォロー中の企業だけの絞り込みや五十音順の並び替えにも対応。"
      path={COMPANY_PLP_PATH}
      location={location}
      breadcrumbs={companyPlpBreadcrumbs}
    />
  );
}

export const query = graphql`
  query CompanyPlpTemplate($companyIds: [Int!]!) {
    allCompany(filter: { db_id: { in: $companyIds } }) {
      nodes {
        ...CompanyCardFields
      }
    }
    allBusinessCategory(sort: { display_order: ASC }) {
      nodes {
        db_id
        name
        icon_key
      }
    }
    allPrefecture(sort: { code: ASC }) {
      nodes {
        code
        name
        area_db_id
        area_name
      }
    }
  }
`;
