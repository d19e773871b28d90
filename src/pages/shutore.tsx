import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { SHUTORE_PATH, SHUTORE_TITLE } from "@core/shutore-routes";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import * as detailStyles from "@/components/detail-page/detail-page.module.css";
import { ArticleCardList, shutoreStyles as styles, groupByCategory, shutoreBreadcrumbs } from "@/features/shutore";

const SECTION_SIZE = 5;
const breadcrumbs = shutoreBreadcrumbs();

/** /shutore: every published article, grouped by category. */
export default function ShutorePage({ data }: PageProps<Queries.ShutoreIndexPageQuery>) {
  const sections = groupByCategory(data.allArticle.nodes);
  return (
    <div className={`container ${detailStyles.page}`}>
      <Breadcrumbs items={breadcrumbs} />
      <h1 className={detailStyles.title}>{SHUTORE_TITLE}</h1>
      <p className={styles.lead}>
        ES・面接・業界研究・スケジュールなど、就活を進めるためのノウハウ記事をまとめています。
      </p>
      {sections.length === 0 ? (
        <p>公開中の記事はまだありません。</p>
      ) : (
        <div className={styles.sections}>
          {sections.map((section) => (
            <section key={section.path} aria-labelledby={`category-${section.path}`}>
              <h2 id={`category-${section.path}`}>{section.label}</h2>
              <ArticleCardList
                articles={section.articles.slice(0, SECTION_SIZE)}
                headingLevel={3}
                showCategory={false}
              />
              <Link className={styles.more} to={section.path}>
                {section.label}の記事をすべて見る（{section.articles.length}件）
              </Link>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

export function Head({ location }: HeadProps<Queries.ShutoreIndexPageQuery>) {
  return (
    <SeoHead
      title={SHUTORE_TITLE}
      description="ES・自己PR、面接、業界研究、就活スケジュールなど、新卒の就職活動に役立つノウハウ記事をお届けします。"
      path={SHUTORE_PATH}
      location={location}
      breadcrumbs={breadcrumbs}
    />
  );
}

export const query = graphql`
  query ShutoreIndexPage {
    allArticle(sort: [{ published_at: DESC }, { db_id: DESC }]) {
      nodes {
        ...ShutoreArticleCardFields
      }
    }
  }
`;
