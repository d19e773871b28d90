import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import * as styles from "@/components/detail-page/detail-page.module.css";
import { cooperatingSitesBreadcrumbs, CooperatingSiteDetails } from "@/features/cooperating-sites";
import { cooperatingSitePath } from "@core/cooperating-site-paths";
import { requirePageNode } from "@core/require-page-node";

export type CooperatingSitePageContext = { dbId: number };

/** /cooperating_sites/{id}: one partner service. */
export default function CooperatingSiteTemplate({
  data,
}: PageProps<Queries.CooperatingSitePageQuery, CooperatingSitePageContext>) {
  const site = requirePageNode(data.cooperatingSite, "Cooperating site page");
  return (
    <article className={`container ${styles.page}`}>
      <Breadcrumbs items={cooperatingSitesBreadcrumbs(site)} />
      <CooperatingSiteDetails site={site} headingLevel="h1" />
    </article>
  );
}

export function Head({ data, location }: HeadProps<Queries.CooperatingSitePageQuery, CooperatingSitePageContext>) {
  const site = requirePageNode(data.cooperatingSite, "Cooperating site page");
  return (
    <SeoHead
      location={location}
      title={`${site.name}（${site.service_category}）`}
      description={site.description}
      path={cooperatingSitePath(site.db_id)}
      image={site.square_logo_url}
      imageAlt={`${site.name}のロゴ`}
      breadcrumbs={cooperatingSitesBreadcrumbs(site)}
    />
  );
}

export const query = graphql`
  query CooperatingSitePage($dbId: Int!) {
    cooperatingSite(db_id: { eq: $dbId }) {
      ...CooperatingSiteFields
    }
  }
`;
