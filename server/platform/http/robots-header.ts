import { robotsForQuery, type RobotsDirectives } from "../../../core/site/robots-for-query";

const NONE: RobotsDirectives = { noindex: false, nofollow: false };

/**
 * `X-Robots-Tag` of an HTML page a function answers: the page's own directives plus those of the query keys of
 * spec §2, so that crawlers that do not run the page's scripts (and never see the Head's meta tag) get them too.
 * Empty when the page may be indexed and followed.
 */
export function robotsTagHeader(search: string, own: RobotsDirectives = NONE): Record<string, string> {
  const fromQuery = robotsForQuery(search);
  const parts = [
    (own.noindex || fromQuery.noindex) && "noindex",
    (own.nofollow || fromQuery.nofollow) && "nofollow",
  ].filter(Boolean);
  return parts.length > 0 ? { "X-Robots-Tag": parts.join(", ") } : {};
}
