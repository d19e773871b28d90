import { Link } from "gatsby";
import * as React from "react";
import { visiblePages } from "../../../components/pagination/pagination";
import { buildPlpPath, type PlpParams } from "../../../domain/plp-params";
import { eventListSortQuery, type EventListSort } from "./event-list-sort";
import * as styles from "./event-list.module.css";

// Shared with the review lists; re-exported where the event lists have always imported it from.
export { visiblePages };

type EventPaginationProps = { params: PlpParams; sort: EventListSort; totalPages: number };

/** Real links to …/page-N (page 1 has no segment); nothing when there is one page. */
export function EventPagination({ params, sort, totalPages }: EventPaginationProps) {
  if (totalPages <= 1) return null;
  const href = (page: number) => `${buildPlpPath({ ...params, page })}${eventListSortQuery(sort)}`;
  const current = params.page;
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
