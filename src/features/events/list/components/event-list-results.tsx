import * as React from "react";
import type { PlpParams } from "@core/plp-params";
import { EventCardList } from "../../components/event-card-list";
import type { EventCardListTracking } from "../../components/event-card-list-tracking";
import type { EventListSort } from "../event-list-sort";
import { totalPagesOf, type EventListState } from "../use-event-list-result";
import { EventPagination } from "./event-pagination";
import { EventSortLinks } from "./event-sort-links";
import * as styles from "./event-list.module.css";

export type EventListResultsProps = {
  params: PlpParams;
  sort: EventListSort;
  /** the keyword search's words, "" on the plain listing: sort and page links keep them */
  words: string;
  state: EventListState;
  /** the listing's analytics category, for the cards' impressions */
  impressionCategory: EventCardListTracking["impressionCategory"];
  /** what stands before the count (the searched words) */
  countPrefix?: React.ReactNode;
  /** shown instead of the cards when nothing matches at all (the search's suggestions) */
  nothingFound?: React.ReactNode;
  /** shown instead of the count when the search cannot be made */
  problem?: string;
};

/**
 * The results part of a listing and of its keyword search, the same for both: count, sorts, cards (the one card model,
 * core/events/event-card-data.ts) and page links.
 */
export function EventListResults({
  params,
  sort,
  words,
  state,
  impressionCategory,
  countPrefix,
  nothingFound,
  problem,
}: EventListResultsProps) {
  const loaded = state.status === "loaded" ? state.result : null;
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {problem ? (
            problem
          ) : loaded ? (
            <>
              {countPrefix}
              <strong data-testid="event-list-total">{loaded.totalCount.toLocaleString("ja-JP")}</strong>件
              {params.page > 1 && `（${params.page}ページ目）`}
            </>
          ) : state.status === "loading" ? (
            "読み込み中…"
          ) : (
            "イベントを読み込めませんでした。時間をおいて再度お試しください。"
          )}
        </p>
        <EventSortLinks params={params} sort={sort} words={words} />
      </div>
      {loaded && loaded.totalCount === 0 && nothingFound ? (
        nothingFound
      ) : loaded ? (
        <>
          {/* the cards are the listing's content: the first one's picture is its LCP candidate */}
          <EventCardList
            events={loaded.events}
            emptyMessage="条件に合うイベントはありません。条件を変えてお探しください。"
            priorityFirst
            impressionList="listing"
            impressionCategory={impressionCategory}
          />
          <EventPagination params={params} sort={sort} words={words} totalPages={totalPagesOf(loaded.totalCount)} />
        </>
      ) : (
        !problem && <div className={styles.placeholder} aria-busy={state.status === "loading"} />
      )}
    </>
  );
}
