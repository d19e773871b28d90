import { Link, navigate } from "gatsby";
import * as React from "react";
import { useEffect, useMemo } from "react";
import type { PlpParams } from "@core/plp-params";
import { useSearchTracking } from "@/lib/analytics/use-search-tracking";
import { EventCardList } from "../../components/event-card-list";
import { describePlpFilters } from "../describe-plp-filters";
import { eventListBreadcrumbs } from "../event-list-breadcrumbs";
import type { EventListFilterOptions } from "../event-list-filter-options";
import { eventListHeadings } from "../event-list-headings";
import { DEFAULT_EVENT_LIST_SORT, type EventListSort } from "../event-list-sort";
import { EventFilterForm, pathFromSubmittedForm } from "./event-filter-form";
import { EventPagination } from "./event-pagination";
import { EventSortLinks } from "./event-sort-links";
import { eventListSearch } from "../event-list-search";
import type { SubcategoryIdsByCategory } from "../api/event-list-query";
import { totalPagesOf, useEventListResult, type EventListResult } from "../use-event-list-result";
import * as styles from "./event-list.module.css";

export type EventListViewProps = {
  params: PlpParams;
  sort: EventListSort;
  options: EventListFilterOptions;
  subcategories: SubcategoryIdsByCategory;
  /** Build data for the default sort; null for a client-only listing. */
  prerendered: EventListResult | null;
};

/** A listing page: heading, filters, sort, results count, cards and page links. */
export function EventListView({ params, sort, options, subcategories, prerendered }: EventListViewProps) {
  const initial = useMemo(() => (sort === DEFAULT_EVENT_LIST_SORT ? prerendered : null), [sort, prerendered]);
  const state = useEventListResult(params, sort, subcategories, initial);
  const search = eventListSearch(params, sort);
  useSearchTracking(
    search,
    state.status === "loaded" ? { results: state.result, count: state.result.totalCount } : null,
  );
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
      <EventFilterForm key={JSON.stringify(params)} params={params} sort={sort} options={options} />
      {/* the cards' titles are h3: the list gets the h2 between them and the page's h1 */}
      <h2 className="visually-hidden">イベント一覧</h2>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {state.status === "loaded" ? (
            <>
              <strong data-testid="event-list-total">{state.result.totalCount.toLocaleString("ja-JP")}</strong>件
              {params.page > 1 && `（${params.page}ページ目）`}
            </>
          ) : state.status === "loading" ? (
            "読み込み中…"
          ) : (
            "イベントを読み込めませんでした。時間をおいて再度お試しください。"
          )}
        </p>
        <EventSortLinks params={params} sort={sort} />
      </div>
      {state.status === "loaded" ? (
        <>
          {/* the cards are the listing's content: the first one's picture is its LCP candidate */}
          <EventCardList
            events={state.result.events}
            emptyMessage="条件に合うイベントはありません。条件を変えてお探しください。"
            priorityFirst
            impressionList="listing"
            impressionCategory={search.category}
          />
          <EventPagination params={params} sort={sort} totalPages={totalPagesOf(state.result.totalCount)} />
        </>
      ) : (
        <div className={styles.placeholder} aria-busy={state.status === "loading"} />
      )}
    </div>
  );
}
