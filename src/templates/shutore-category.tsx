import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { shutorePath } from "@core/shutore-routes";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import * as detailStyles from "@/components/detail-page/detail-page.module.css";
import { ArticleCardList, shutoreBreadcrumbs } from "@/features/shutore";

type ShutoreCategoryPageContext = { categoryKey: string; categoryLabel: string };

const title = (label: string) => `${label}の記事一覧`;
const breadcrumbs = ({ categoryKey, categoryLabel }: ShutoreCategoryPageContext) =>
  shutoreBreadcrumbs({ name: categoryLabel, path: shutorePath(categoryKey) });

/** /shutore/{category}: the articles whose slug starts with that segment. */
export default function ShutoreCategoryTemplate({
  data,
  pageContext,
}: PageProps<Queries.ShutoreCategoryPageQuery, ShutoreCategoryPageContext>) {
  return (
    <div className={`container ${detailStyles.page}`}>
      <Breadcrumbs items={breadcrumbs(pageContext)} />
      <h1 className={detailStyles.title}>{title(pageContext.categoryLabel)}</h1>
      <p>就活に役立つ「{pageContext.categoryLabel}」の記事を新しい順に掲載しています。</p>
      <ArticleCardList articles={data.allArticle.nodes} headingLevel={2} showCategory={false} />
    </div>
  );
}

export function Head({
  pageContext,
  location,
}: HeadProps<Queries.ShutoreCategoryPageQuery, ShutoreCategoryPageContext>) {
  return (
    <SeoHead
      location={location}
      title={title(pageContext.categoryLabel)}
      description={`シュトレの「${pageContext.categoryLabel}」に関する就活ノウハウ記事の一覧です。`}
      path={shutorePath(pageContext.categoryKey)}
      breadcrumbs={breadcrumbs(pageContext)}
    />
  );
}

export const query = graphql`
  query ShutoreCategoryPage($categoryKey: String!) {
    allArticle(filter: { category_key: { eq: $categoryKey } }, sort: { published_at: DESC }) {
      nodes {
        ...ShutoreArticleCardFields
      }
    }
  }
`;
