import { SEARCH_WORDS_QUERY_KEY } from "@core/site/robots-for-query";
import { DEFAULT_EVENT_LIST_SORT, type EventListSort } from "./event-list-sort";

/** The free-word search API takes at most this many characters (core/api/event-list.ts `search_query`). */
export const MAX_SEARCH_WORDS_LENGTH = 200;

/**
 * The keyword search of a listing as its address holds it (`?q=…`): spaces of either width collapsed to one, trimmed;
 * "" when there is none. The query lives in the address so a search can be shared, reloaded and gone back to.
 */
export function searchWordsFromSearch(search: string | undefined): string {
  const raw = new URLSearchParams(search ?? "").get(SEARCH_WORDS_QUERY_KEY) ?? "";
  return normalizeSearchWords(raw);
}

export function normalizeSearchWords(raw: string): string {
  return raw.replace(/[\s\u3000]+/g, " ").trim();
}

/** The query of a listing's address: the words (`q`) and a non-default sort; "" for the plain listing. */
export function eventListQueryString(sort: EventListSort, words: string): string {
  const query = new URLSearchParams();
  if (words !== "") query.set(SEARCH_WORDS_QUERY_KEY, words);
  if (sort !== DEFAULT_EVENT_LIST_SORT) query.set("sort", sort);
  const text = query.toString();
  return text === "" ? "" : `?${text}`;
}
