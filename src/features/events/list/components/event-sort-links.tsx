import { Link } from "gatsby";
import * as React from "react";
import { buildPlpPath, type PlpParams } from "@core/plp-params";
import { eventListQueryString } from "../event-list-address";
import { eventListSorts, type EventListSort } from "../event-list-sort";
import * as styles from "./event-list.module.css";

/** One link per sort, keeping the search words; a new sort starts again at page 1. */
export function EventSortLinks({ params, sort, words }: { params: PlpParams; sort: EventListSort; words: string }) {
  const firstPage = buildPlpPath({ ...params, page: 1 });
  return (
    <nav aria-label="並び替え" className={styles.sorts}>
      <ul>
        {eventListSorts.map((option) => (
          <li key={option.value}>
            {option.value === sort ? (
              <span aria-current="true" className={styles.currentSort}>
                {option.label}
              </span>
            ) : (
              <Link to={`${firstPage}${eventListQueryString(option.value, words)}`}>{option.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
