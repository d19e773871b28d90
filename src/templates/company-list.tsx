import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { useMemo } from "react";
import { SeoHead } from "@/components/seo";
import { companyListPath, type CompanyListScope } from "@core/company-list-paths";
import { CompanyCardList, companyListBreadcrumbs, companyListStyles as styles } from "@/features/companies";
import { Pagination } from "@/components/pagination/pagination";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import { inIdOrder } from "@core/in-id-order";

type PlaceLink = { name: string; path: string };

export type CompanyListPageContext = {
  scope: CompanyListScope;
  heading: string;
  companyIds: number[];
  totalCount: number;
  totalPages: number;
  places: PlaceLink[];
  area: PlaceLink | null;
};

/** A prerendered company listing: domestic, foreign, an area or a prefecture (gatsby/company-page-plan.ts), one page. */
export default function CompanyListTemplate({
  data,
  pageContext,
}: PageProps<Queries.CompanyListTemplateQuery, CompanyListPageContext>) {
  const { scope, heading, totalCount, totalPages, places, area } = pageContext;
  const companies = useMemo(
    () => inIdOrder(pageContext.companyIds, data.allCompany.nodes, (node) => node.db_id),
    [data.allCompany.nodes, pageContext.companyIds],
  );
  const placesHeading = scope.areaId === null ? "地域から探す" : "都道府県から探す";
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={companyListBreadcrumbs(scope, heading, area)} />
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.lead}>クチコミの総合評価が高い順に並んでいます。</p>
      {places.length > 0 && (
        <nav className={styles.places} aria-labelledby="company-list-places">
          <h2 id="company-list-places">{placesHeading}</h2>
          <ul>
            {places.map((place) => (
              <li key={place.path}>
                <Link to={place.path}>{place.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className={styles.count}>
        <strong data-testid="company-list-total">{totalCount.toLocaleString("ja-JP")}</strong>社
        {scope.page > 1 && `（${scope.page}ページ目）`}
      </p>
      <CompanyCardList companies={companies} emptyMessage="この条件の企業はまだ掲載がありません。" />
      <Pagination current={scope.page} totalPages={totalPages} href={(page) => companyListPath({ ...scope, page })} />
    </div>
  );
}

export function Head({ pageContext, location }: HeadProps<Queries.CompanyListTemplateQuery, CompanyListPageContext>) {
  const { scope, heading, area } = pageContext;
  const title = scope.page > 1 ? `${heading}（${scope.page}ページ目）` : heading;
  return (
    <SeoHead
      title={title}
      description={`${heading}。${pageContext.totalCount.toLocaleString("ja-JP")}社の企業情報とクチコミ評価、フォロー、掲載中のイベントをまとめて確認できます。`}
      path={companyListPath(scope)}
      location={location}
      breadcrumbs={companyListBreadcrumbs(scope, heading, area)}
    />
  );
}

export const query = graphql`
  query CompanyListTemplate($companyIds: [Int!]!) {
    allCompany(filter: { db_id: { in: $companyIds } }) {
      nodes {
        ...CompanyCardFields
      }
    }
  }
`;
