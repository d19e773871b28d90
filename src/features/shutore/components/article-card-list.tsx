import { Link } from "gatsby";
import * as React from "react";
import { formatTokyoDate, tokyoDateTimeAttribute } from "@core/dates/tokyo-date";
import type { ShutoreArticleCardData } from "../article-data";
import * as styles from "./shutore.module.css";

type ArticleCardListProps = {
  articles: readonly ShutoreArticleCardData[];
  /** The heading level of each card's title below the page's own headings. */
  headingLevel: 2 | 3;
  showCategory?: boolean;
};

export function ArticleMeta({ article, showCategory }: { article: ShutoreArticleCardData; showCategory: boolean }) {
  return (
    <ul className={styles.meta}>
      {showCategory && (
        <li>
          <Link className={styles.category} to={article.category_path}>
            {article.category_label}
          </Link>
        </li>
      )}
      <li>
        <time dateTime={tokyoDateTimeAttribute(article.published_at)}>{formatTokyoDate(article.published_at)}</time>
      </li>
      <li>約{article.reading_minutes}分で読めます</li>
    </ul>
  );
}

export function ArticleCardList({ articles, headingLevel, showCategory = true }: ArticleCardListProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <li key={article.db_id}>
          <article className={styles.card}>
            <Heading>
              <Link to={article.path}>{article.title}</Link>
            </Heading>
            <p>{article.description}</p>
            <ArticleMeta article={article} showCategory={showCategory} />
          </article>
        </li>
      ))}
    </ul>
  );
}
