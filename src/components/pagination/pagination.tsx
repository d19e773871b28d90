import { Link } from "gatsby";
import * as React from "react";
import * as styles from "./pagination.module.css";

const NEIGHBOURS = 2;

/** Page numbers to show: first, last, and the current page with its neighbours; null marks a gap. */
export function visiblePages(current: number, total: number): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let page = 1; page <= total; page += 1) {
    const shown = page === 1 || page === total || Math.abs(page - current) <= NEIGHBOURS;
    if (shown) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

type PaginationProps = { current: number; totalPages: number; href: (page: number) => string };

/** Real links to every page (`href` builds them, e.g. …/page-N); nothing when there is one page. */
export function Pagination({ current, totalPages, href }: PaginationProps) {
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
