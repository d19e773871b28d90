import { Link } from "gatsby";
import * as React from "react";
import { visiblePages } from "../../events/list/event-pagination";
import * as styles from "../../events/list/event-list.module.css";

type CompanyPaginationProps = { current: number; totalPages: number; href: (page: number) => string };

/** Real links to …/page-N (the listing's own paths); nothing when there is one page. */
export function CompanyPagination({ current, totalPages, href }: CompanyPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="ページ送り" className={styles.pagination}>
      <ul>
        {current > 1 && (
          <li>
            <Link to={href(current - 1)} rel="prev">
              前へ
            </Link>
          </li>
        )}
        {visiblePages(current, totalPages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span aria-current="page" className={styles.currentPage}>
                  {page}
                </span>
              ) : (
                <Link to={href(page)} aria-label={`${page}ページ目`}>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        {current < totalPages && (
          <li>
            <Link to={href(current + 1)} rel="next">
              次へ
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
