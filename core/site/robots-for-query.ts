/**
 * Spec §2 Behaviours: a page whose query carries any of these keys is marked noindex and nofollow
 * (filtered, sorted or tracked variants of a listing must not compete with the canonical page).
 */
export const NOINDEX_QUERY_KEYS: readonly string[] = [
  "per",
  "sort",
  "companiesToFollow",
  "searchByCurrentUserGraduateYear",
  "prefectures",
  "isMiraiHostingEvent",
  "lowerLimitOfCompanyReview",
  "large_category",
  "business_field",
  "order",
  "waad",
  "store_return_to",
];

/**
 * Ours, beyond the spec's list: the keyword search of the event listings (`?q=…`, src/features/events/list) and of
 * `/videos/search`. The spec's rule is about listing variants that must not compete with the canonical page; a search
 * result page is the same kind of variant, and an unbounded one (any words, any misspelling), so it is held to the same
 * rule: noindex and nofollow. docs/search-engines.md.
 */
export const SEARCH_WORDS_QUERY_KEY = "q";

/** Every key that makes a page noindex and nofollow: the spec's twelve and the search words. */
export const ROBOTS_QUERY_KEYS: readonly string[] = [...NOINDEX_QUERY_KEYS, SEARCH_WORDS_QUERY_KEY];

export interface RobotsDirectives {
  noindex: boolean;
  nofollow: boolean;
}

/** Array parameters arrive as `prefectures[]=13` or `prefectures[0]=13`: compare on the bare name. */
function bareKey(key: string): string {
  const bracket = key.indexOf("[");
  return bracket === -1 ? key : key.slice(0, bracket);
}

export function robotsForQuery(search: string | undefined | null): RobotsDirectives {
  if (!search) return { noindex: false, nofollow: false };
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const flagged = [...params.keys()].some((key) => ROBOTS_QUERY_KEYS.includes(bareKey(key)));
  return { noindex: flagged, nofollow: flagged };
}

/** The `content` of `<meta name="robots">`, or null when the page may be indexed and followed. */
export function robotsMetaContent(directives: RobotsDirectives): string | null {
  const parts = [directives.noindex && "noindex", directives.nofollow && "nofollow"].filter(Boolean);
  return parts.length > 0 ? parts.join(",") : null;
}
