import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { useMemo } from "react";
import { SeoHead } from "@/components/seo";
import { COMPANY_INDEX_PATH, COMPANY_PLP_PATH, companyListPath } from "@core/company-list-paths";
import {
  CompanyCardList,
  BusinessCategoryIcon,
  PromotedEvents,
  companyIndexStyles as styles,
} from "@/features/companies";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import { inIdOrder } from "@core/in-id-order";

export type CompanyIndexPageContext = {
  companyIds: number[];
  totalCount: number;
  areas: Array<{ id: number; name: string }>;
};

const breadcrumbs = [
  { name: "ホーム", path: "/" },
  { name: "企業一覧", path: COMPANY_INDEX_PATH },
];

const firstPage = { areaId: null, prefectureCode: null, page: 1 } as const;

/** /companies: promoted events, ways in (domestic/foreign, area, industry, conditions) and the best-rated companies. */
export default function CompanyIndexTemplate({
  data,
  pageContext,
}: PageProps<Queries.CompanyIndexTemplateQuery, CompanyIndexPageContext>) {
  const companies = useMemo(
    () => inIdOrder(pageContext.companyIds, data.allCompany.nodes, (node) => node.db_id),
    [data.allCompany.nodes, pageContext.companyIds],
  );
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={breadcrumbs} />
      <h1 className={styles.heading}>企業一覧</h1>
      <p className={styles.lead}>
        {pageContext.totalCount.toLocaleString("ja-JP")}社の企業情報とクチコミ。国内・外資系、地域、業界から探せます。
      </p>
      <PromotedEvents />
      <section className={styles.section} aria-labelledby="company-index-kind">
        <h2 id="company-index-kind" className={styles.sectionHeading}>
          国内・外資系から探す
        </h2>
        <ul className={styles.pills}>
          <li>
            <Link to={companyListPath({ origin: "domestics", ...firstPage })}>国内企業一覧</Link>
          </li>
          <li>
            <Link to={companyListPath({ origin: "foreigns", ...firstPage })}>外資系企業一覧</Link>
          </li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="company-index-area">
        <h2 id="company-index-area" className={styles.sectionHeading}>
          地域から探す
        </h2>
        <ul className={styles.pills}>
          {pageContext.areas.map((area) => (
            <li key={area.id}>
              <Link to={companyListPath({ origin: "all", areaId: area.id, prefectureCode: null, page: 1 })}>
                {area.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="company-index-industry">
        <h2 id="company-index-industry" className={styles.sectionHeading}>
          業界から探す
        </h2>
        <ul className={styles.entries}>
          {data.allBusinessCategory.nodes.map((category) => (
            <li key={category.db_id}>
              <Link to={`${COMPANY_PLP_PATH}?large_category=${category.db_id}`}>
                <BusinessCategoryIcon iconKey={category.icon_key} size={24} className={styles.icon} />
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link to={COMPANY_PLP_PATH}>業界・所在地・評価の条件から探す</Link>
        </p>
      </section>
      <section className={styles.section} aria-labelledby="company-index-top">
        <h2 id="company-index-top" className={styles.sectionHeading}>
          クチコミ評価の高い企業
        </h2>
        <CompanyCardList companies={companies} emptyMessage="企業情報はまだありません。" />
        <p className={styles.more}>
          <Link to={companyListPath({ origin: "domestics", ...firstPage })}>国内企業をすべて見る</Link>
          <Link to={companyListPath({ origin: "foreigns", ...firstPage })}>外資系企業をすべて見る</Link>
          <Link to={COMPANY_PLP_PATH}>条件を指定して探す</Link>
        </p>
      </section>
    </div>
  );
}

export function Head({ location }: HeadProps<Queries.CompanyIndexTemplateQuery, CompanyIndexPageContext>) {
  return (
    <SeoHead
      title="企業一覧"
      description="新卒就活生のための企業一覧。国内企業・外資系企業を地域や業界から探し、クチコミ評価やアワード受賞歴、掲載中のイベントを確認できます。"
      path={COMPANY_INDEX_PATH}
      location={location}
      breadcrumbs={breadcrumbs}
    />
  );
}

export const query = graphql`
  query CompanyIndexTemplate($companyIds: [Int!]!) {
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
  }
`;
