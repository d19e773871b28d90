import * as React from "react";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import * as detailStyles from "@/components/detail-page/detail-page.module.css";
import type { ShutoreArticleCardData, ShutoreArticleData } from "../article-data";
import { shutoreBreadcrumbs } from "../shutore-breadcrumbs";
import { ArticleCardList, ArticleMeta } from "./article-card-list";
import * as styles from "./shutore.module.css";

type ArticleViewProps = { article: ShutoreArticleData; related: readonly ShutoreArticleCardData[] };

export function articleBreadcrumbs(article: ShutoreArticleData) {
  return shutoreBreadcrumbs(
    ...(article.category_path === article.path ? [] : [{ name: article.category_label, path: article.category_path }]),
    { name: article.title, path: article.path },
  );
}

/** One /shutore article: the body is sanitised HTML rendered from markdown at build time (the description, often
 * the body's first paragraph, is metadata only). */
export function ArticleView({ article, related }: ArticleViewProps) {
  return (
    <div className={`container ${detailStyles.page}`}>
      <Breadcrumbs items={articleBreadcrumbs(article)} />
      <article>
        <header className={detailStyles.header}>
          <h1 className={detailStyles.title}>{article.title}</h1>
          <ArticleMeta article={article} showCategory />
        </header>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.body_html }} />
      </article>
      {related.length > 0 && (
        <section className={detailStyles.section} aria-labelledby="related-articles">
          <h2 id="related-articles">{article.category_label}の関連記事</h2>
          <ArticleCardList articles={related} headingLevel={3} showCategory={false} />
        </section>
      )}
    </div>
  );
}
