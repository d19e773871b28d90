import { navigate } from "gatsby";
import * as React from "react";
import { buildPlpPath, type PlpParams } from "@core/plp-params";
import { SEARCH_WORDS_QUERY_KEY } from "@core/site/robots-for-query";
import { eventListQueryString, MAX_SEARCH_WORDS_LENGTH, normalizeSearchWords } from "../event-list-address";
import type { EventListSort } from "../event-list-sort";
import * as styles from "./event-list.module.css";

type EventKeywordFormProps = { params: PlpParams; sort: EventListSort; words: string };

/**
 * The listing's keyword search: the words go into the address (`?q=…`, page 1, filters and sort kept), a new history
 * entry each time, so a search can be shared and the back button returns to the previous one. Without script it is a
 * plain GET to the same listing. Empty words go back to the plain listing.
 */
export function EventKeywordForm({ params, sort, words }: EventKeywordFormProps) {
  const firstPage = buildPlpPath({ ...params, page: 1 });
  const id = `event-keyword-${params.category}`;
  // A new search in the address (back, forward, a link) shows its own words; the field is not remounted for it, so
  // the focus stays where it was (in the field after a search made with Enter). Only a change: words typed into the
  // prerendered field before the page hydrated stay.
  const field = React.useRef<HTMLInputElement>(null);
  const shownWords = React.useRef(words);
  React.useEffect(() => {
    if (shownWords.current === words) return;
    shownWords.current = words;
    if (field.current) field.current.value = words;
  }, [words]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem(SEARCH_WORDS_QUERY_KEY) as HTMLInputElement | null;
    const next = normalizeSearchWords(field?.value ?? "");
    void navigate(`${firstPage}${eventListQueryString(sort, next)}`);
  }

  return (
    <form
      className={styles.keyword}
      role="search"
      aria-label="キーワードで探す"
      method="get"
      action={firstPage}
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className={styles.keywordLabel}>
        キーワードで探す
      </label>
      <div className={styles.keywordRow}>
        <input
          ref={field}
          id={id}
          type="search"
          name={SEARCH_WORDS_QUERY_KEY}
          defaultValue={words}
          maxLength={MAX_SEARCH_WORDS_LENGTH}
          placeholder="企業名・職種・地域など"
          enterKeyHint="search"
          className={styles.keywordInput}
        />
        {sort !== "updated_at" && <input type="hidden" name="sort" value={sort} />}
        <button type="submit" className={styles.submit}>
          検索
        </button>
      </div>
    </form>
  );
}
