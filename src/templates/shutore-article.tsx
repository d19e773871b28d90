import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { SeoHead } from "../components/seo";
import { absoluteUrl } from "../components/seo/absolute-url";
import { useSiteUrl } from "../components/seo/use-site-url";
import { breadcrumbStructuredData } from "../components/detail-page/breadcrumbs";
import { ArticleView, articleBreadcrumbs } from "../features/shutore/components/article-view";
import { useSiteIdentity } from "../lib/site/use-site-identity";
import { requirePageNode } from "../domain/require-page-node";

type ShutoreArticlePageContext = { dbId: number; categoryKey: string };

export default function ShutoreArticleTemplate({ data }: PageProps<Queries.ShutoreArticlePageQuery, ShutoreArticlePageContext>) {
  return <ArticleView article={requirePageNode(data.article, "Shutore article page")} related={data.related.nodes} />;
}

export function Head({ data }: HeadProps<Queries.ShutoreArticlePageQuery, ShutoreArticlePageContext>) {
  const article = requirePageNode(data.article, "Shutore article page");
  const siteUrl = useSiteUrl();
  const { name } = useSiteIdentity();
  const toUrl = (path: string) => absoluteUrl(siteUrl, path);
  return (
    <SeoHead
      title={article.title}
      description={article.description}
      path={article.path}
      ogType="article"
      structuredData={{
        "@context": "https://schema.org",
        "@graph": [
          {
            "@type": "Article",
            headline: article.title,
            description: article.description,
            datePublished: article.published_at,
            dateModified: article.updated_at,
            mainEntityOfPage: toUrl(article.path),
            articleSection: article.category_label,
            publisher: { "@type": "Organization", name },
          },
          breadcrumbStructuredData(articleBreadcrumbs(article), toUrl),
        ],
      }}
    />
  );
}

export const query = graphql`
  query ShutoreArticlePage($dbId: Int!, $categoryKey: String!) {
    article(db_id: { eq: $dbId }) {
      ...ShutoreArticleCardFields
      slug_path
      category_key
      body_html
      updated_at
    }
    related: allArticle(
      filter: { category_key: { eq: $categoryKey }, db_id: { ne: $dbId } }
      sort: { published_at: DESC }
      limit: 5
    ) {
      nodes {
        ...ShutoreArticleCardFields
      }
    }
  }
`;
