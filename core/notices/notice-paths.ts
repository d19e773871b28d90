// Plain code: the お知らせ and 新着情報 pages (issue 32; the spec names neither, our paths) and the one rule for the
// links their items carry.

/** お知らせ: the signed-in student's own notifications (entry results, seat offers, editors' notices). */
export const NOTIFICATIONS_PATH = "/notifications";

/** 新着情報: news for everyone and new events of followed companies. */
export const WHATS_NEW_PATH = "/whats_new";

/**
 * The link of a notification or what's-new item as it may be followed: a path of this site (`/events/…`, with query
 * or hash), else null. A full URL, a protocol-relative `//host`, a backslash (which browsers read as a slash) or a
 * control character never leaves the site. The API answers only what passes, the editors' CLI refuses the rest, and
 * the pages check again before navigating.
 */
export function siteRelativeUrl(url: string | null | undefined): string | null {
  if (typeof url !== "string" || url.length === 0 || url.length > 2000) return null;
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\\\u0000-\u001f\u007f\s]/.test(url)) return null;
  return url;
}
