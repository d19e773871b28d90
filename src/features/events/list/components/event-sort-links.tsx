import { Link } from "gatsby";
import * as React from "react";
import { buildPlpPath, type PlpParams } from "@core/plp-params";
import { eventListSorts, eventListSortQuery, type EventListSort } from "../event-list-sort";
import * as styles from "./event-list.module.css";

/** One link per sort; a new sort starts again at page 1. */
export function EventSortLinks({ params, sort }: { params: PlpParams; sort: EventListSort }) {
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
              <Link to={`${firstPage}${eventListSortQuery(option.value)}`}>{option.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
