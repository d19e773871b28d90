import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import * as styles from "@/components/detail-page/detail-page.module.css";
import {
  cooperatingSitesBreadcrumbs,
  cooperatingSitesTitle,
  CooperatingSiteDetails,
} from "@/features/cooperating-sites";
import { cooperatingSitesPath } from "@core/cooperating-site-paths";

/** /cooperating_sites: the partner services offered to students. */
export default function CooperatingSitesTemplate({ data }: PageProps<Queries.CooperatingSitesPageQuery>) {
  const sites = data.allCooperatingSite.nodes;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={cooperatingSitesBreadcrumbs()} />
      <h1 className={styles.title}>{cooperatingSitesTitle}</h1>
      <p>ミライキャリアと提携している就活支援サービスです。</p>
      {sites.length === 0 ? (
        <p>提携サービスはまだありません。</p>
      ) : (
        <ul className={styles.schedules}>
          {sites.map((site) => (
            <li key={site.db_id} className={styles.schedule}>
              <CooperatingSiteDetails site={site} linkName />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function Head({ location }: HeadProps<Queries.CooperatingSitesPageQuery>) {
  return (
    <SeoHead
      location={location}
      title={cooperatingSitesTitle}
      description="ミライキャリアと提携している逆求人サイト・就活エージェント・適性診断などの就活支援サービスの一覧です。"
      path={cooperatingSitesPath}
      breadcrumbs={cooperatingSitesBreadcrumbs()}
    />
  );
}

export const query = graphql`
  query CooperatingSitesPage {
    allCooperatingSite(sort: [{ display_order: ASC }, { db_id: ASC }]) {
      nodes {
        ...CooperatingSiteFields
      }
    }
  }
`;
