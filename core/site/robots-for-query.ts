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
  const flagged = [...params.keys()].some((key) => NOINDEX_QUERY_KEYS.includes(bareKey(key)));
  return { noindex: flagged, nofollow: flagged };
}

/** The `content` of `<meta name="robots">`, or null when the page may be indexed and followed. */
export function robotsMetaContent(directives: RobotsDirectives): string | null {
  const parts = [directives.noindex && "noindex", directives.nofollow && "nofollow"].filter(Boolean);
  return parts.length > 0 ? parts.join(",") : null;
}
