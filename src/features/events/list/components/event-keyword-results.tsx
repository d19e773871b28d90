import { Link } from "gatsby";
import * as React from "react";
import { buildPlpPath, emptyPlpParams, type PlpParams } from "@core/plp-params";
import { useSearchTracking } from "@/lib/analytics/use-search-tracking";
import type { SubcategoryIdsByCategory } from "../api/event-list-query";
import { eventKeywordSearch } from "../event-keyword-search-criteria";
import { eventListQueryString, MAX_SEARCH_WORDS_LENGTH } from "../event-list-address";
import type { EventListSort } from "../event-list-sort";
import { useEventSearchResult } from "../use-event-search-result";
import { EventListResults } from "./event-list-results";
import * as styles from "./event-list.module.css";

// Loaded with import() by EventListView only when the address carries search words: out of the listings' first-load JS.

export type EventKeywordResultsProps = {
  params: PlpParams;
  sort: EventListSort;
  words: string;
  subcategories: SubcategoryIdsByCategory;
  /** the listing's filters in words (卒業年度, 業界, 開催地), for the suggestion to remove them */
  filterWords: readonly string[];
};

/** What to try when the words match nothing: the same words without the listing's filters, or other words. */
function NothingFound({ params, sort, words, filterWords }: Omit<EventKeywordResultsProps, "subcategories">) {
  const withoutFilters = `${buildPlpPath(emptyPlpParams(params.category))}${eventListQueryString(sort, words)}`;
  const withoutWords = `${buildPlpPath({ ...params, page: 1 })}${eventListQueryString(sort, "")}`;
  return (
    <div className={styles.nothingFound} role="status">
      <p className={styles.nothingFoundTitle}>「{words}」に一致するイベントは見つかりませんでした。</p>
      <ul>
        {filterWords.length > 0 && (
          <li>
            絞り込み条件（{filterWords.join("・")}）を外すと見つかるかもしれません。
            <Link to={withoutFilters}>条件を外して「{words}」で探す</Link>
          </li>
        )}
        <li>キーワードを減らすか、別の言葉（企業名・職種・地域など）でお試しください。</li>
        <li>
          <Link to={withoutWords}>キーワードを外して一覧を見る</Link>
        </li>
      </ul>
    </div>
  );
}

function SearchResults(props: EventKeywordResultsProps) {
  const { params, sort, words, subcategories } = props;
  const state = useEventSearchResult(params, sort, words, subcategories);
  const search = eventKeywordSearch(params, sort, words);
  useSearchTracking(
    search,
    state.status === "loaded" ? { results: state.result, count: state.result.totalCount } : null,
  );
  return (
    <EventListResults
      params={params}
      sort={sort}
      words={words}
      state={state}
      impressionCategory={search.category}
      countPrefix={<>「{words}」の検索結果 </>}
      nothingFound={<NothingFound {...props} />}
    />
  );
}

/** The listing narrowed to the search words: the same count, sorts, cards and page links; suggestions when empty. */
export function EventKeywordResults(props: EventKeywordResultsProps) {
  if (props.words.length > MAX_SEARCH_WORDS_LENGTH) {
    return (
      <EventListResults
        params={props.params}
        sort={props.sort}
        words={props.words}
        state={{ status: "loading" }}
        impressionCategory={undefined}
        problem={`キーワードは${MAX_SEARCH_WORDS_LENGTH}文字以内で入力してください。`}
      />
    );
  }
  return <SearchResults {...props} />;
}
