import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { SeoHead, useJsonLdContext } from "@/components/seo";
import { ArticleView, articleBreadcrumbs } from "@/features/shutore";
import { articleJsonLd } from "@/lib/seo/article-json-ld";
import { requirePageNode } from "@core/require-page-node";

type ShutoreArticlePageContext = { dbId: number; categoryKey: string };

export default function ShutoreArticleTemplate({
  data,
}: PageProps<Queries.ShutoreArticlePageQuery, ShutoreArticlePageContext>) {
  return <ArticleView article={requirePageNode(data.article, "Shutore article page")} related={data.related.nodes} />;
}

export function Head({ data, location }: HeadProps<Queries.ShutoreArticlePageQuery, ShutoreArticlePageContext>) {
  const article = requirePageNode(data.article, "Shutore article page");
  const { toUrl, site, fallbackImageUrl } = useJsonLdContext();
  return (
    <SeoHead
      location={location}
      title={article.title}
      description={article.description}
      path={article.path}
      ogType="article"
      jsonLd={[
        articleJsonLd({
          headline: article.title,
          description: article.description,
          imageUrl: fallbackImageUrl,
          publishedAt: article.published_at,
          modifiedAt: article.updated_at,
          url: toUrl(article.path),
          section: article.category_label,
          site,
        }),
      ]}
      breadcrumbs={articleBreadcrumbs(article)}
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
