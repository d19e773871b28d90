import { normalizeSearchText, searchTerms, SEARCH_VALUE_SEPARATOR } from "@core/search-text";
import type { VideoBundleCardData, VideoSearchIndex } from "@core/videos/video-data";
import type { SearchCriteria } from "@/lib/analytics/use-search-tracking";

export type VideoSearchQuery = { q: string; industry: number | null };

/** `?q=…&industry=…` of /videos/search; an industry that is not a positive integer is ignored. */
export function parseVideoSearchQuery(search: string): VideoSearchQuery {
  const params = new URLSearchParams(search);
  const industry = Number(params.get("industry"));
  return { q: (params.get("q") ?? "").trim(), industry: Number.isInteger(industry) && industry > 0 ? industry : null };
}

export function videoSearchQueryString({ q, industry }: VideoSearchQuery): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (industry !== null) params.set("industry", String(industry));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export type SearchableVideo = { card: VideoBundleCardData; industry: number | null; text: string };

/** Decodes the index and normalises each entry's title, company and channel once (as the events free-word search does). */
export function searchableVideos(index: VideoSearchIndex): SearchableVideo[] {
  return index.bundles.map(
    ([
      db_id,
      title,
      company_name,
      industry,
      duration_seconds,
      published_at,
      channel_name,
      chapter_count,
      thumbnail_url,
    ]) => ({
      card: { db_id, title, duration_seconds, published_at, company_name, chapter_count, thumbnail_url },
      industry,
      text: [title, company_name ?? "", channel_name ?? ""].map(normalizeSearchText).join(SEARCH_VALUE_SEPARATOR),
    }),
  );
}

/**
 * Videos containing every word of the free-word query (width, kana and case folded) in the industry, in index
 * order (newest first). An empty query with no industry gives every video, newest first.
 */
export function searchVideos(videos: readonly SearchableVideo[], query: VideoSearchQuery): VideoBundleCardData[] {
  const terms = searchTerms(query.q);
  return videos
    .filter(
      (video) =>
        (query.industry === null || video.industry === query.industry) &&
        terms.every((term) => video.text.includes(term)),
    )
    .map((video) => video.card);
}

/** The query as a spec §9 search: which of the free word and the industry were used (none on the plain page). */
export function videoSearchCriteria(query: VideoSearchQuery): SearchCriteria {
  const filterKeys: string[] = [];
  if (query.q) filterKeys.push("free_word");
  if (query.industry !== null) filterKeys.push("business_category");
  return { search_type: "video", filter_keys: filterKeys, conditions: videoSearchQueryString(query) };
}
