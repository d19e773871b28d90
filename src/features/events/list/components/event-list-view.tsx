import { Link, navigate } from "gatsby";
import * as React from "react";
import { useEffect, useMemo } from "react";
import type { EventCardData } from "@core/events/event-card-data";
import type { PlpParams } from "@core/plp-params";
import { describePlpFilters } from "../describe-plp-filters";
import { eventListBreadcrumbs } from "../event-list-breadcrumbs";
import type { EventListFilterOptions } from "../event-list-filter-options";
import { eventListHeadings } from "../event-list-headings";
import { DEFAULT_EVENT_LIST_SORT, type EventListSort } from "../event-list-sort";
import { EventFilterForm, pathFromSubmittedForm } from "./event-filter-form";
import { EventKeywordForm } from "./event-keyword-form";
import { EventListingResults } from "./event-listing-results";
import { EventListPickups } from "./event-list-pickups";
import type { SubcategoryIdsByCategory } from "../api/event-list-query";
import type { EventListResult } from "../use-event-list-result";
import * as styles from "./event-list.module.css";

// The keyword search's results are fetched in the browser: their code loads only when the address has search words.
const EventKeywordResults = React.lazy(() =>
  import("./event-keyword-results").then((module) => ({ default: module.EventKeywordResults })),
);

export type EventListViewProps = {
  params: PlpParams;
  sort: EventListSort;
  /** the keyword search's words from the address (`?q=`), "" for the plain listing (and while hydrating) */
  words?: string;
  options: EventListFilterOptions;
  subcategories: SubcategoryIdsByCategory;
  /** Build data for the default sort; null for a client-only listing. */
  prerendered: EventListResult | null;
  /** the build's pickup events of this listing (its first page only); none on client-only listings */
  pickups?: readonly EventCardData[];
};

/** A listing page: heading, keyword search, filters, sort, results count, cards and page links. */
export function EventListView({
  params,
  sort,
  words = "",
  options,
  subcategories,
  prerendered,
  pickups = [],
}: EventListViewProps) {
  const initial = useMemo(() => (sort === DEFAULT_EVENT_LIST_SORT ? prerendered : null), [sort, prerendered]);
  useEffect(() => {
    const target = pathFromSubmittedForm(params, window.location.search);
    if (target) void navigate(target, { replace: true });
  }, [params]);
  const filterWords = describePlpFilters(params, options);
  const crumbs = eventListBreadcrumbs(params, filterWords);
  const { heading, description } = eventListHeadings[params.category];

  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label="パンくずリスト" className={styles.breadcrumbs}>
        <ol>
          {crumbs.map((crumb, index) => (
            <li key={crumb.path}>
              {index === crumbs.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <Link to={crumb.path}>{crumb.name}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <header className={styles.header}>
        <h1 className={styles.heading}>
          {filterWords.length > 0 && <span className={styles.filterWords}>{filterWords.join("・")}の</span>}
          {heading}
        </h1>
        <p className={styles.description}>{description}</p>
      </header>
      <EventKeywordForm params={params} sort={sort} words={words} />
      <EventFilterForm key={JSON.stringify(params)} params={params} sort={sort} words={words} options={options} />
      {/* not on later pages, nor above a keyword search's results */}
      {words === "" && params.page === 1 && <EventListPickups events={pickups} />}
      {/* the cards' titles are h3: the list gets the h2 between them and the page's h1 */}
      <h2 className="visually-hidden">{words === "" ? "イベント一覧" : `「${words}」の検索結果`}</h2>
      {words === "" ? (
        <EventListingResults params={params} sort={sort} subcategories={subcategories} initial={initial} />
      ) : (
        <React.Suspense
          fallback={
            <>
              <p className={styles.count}>読み込み中…</p>
              <div className={styles.placeholder} aria-busy="true" />
            </>
          }
        >
          <EventKeywordResults
            params={params}
            sort={sort}
            words={words}
            subcategories={subcategories}
            filterWords={filterWords}
          />
        </React.Suspense>
      )}
    </div>
  );
}
