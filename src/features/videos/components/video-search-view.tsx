import { navigate } from "gatsby";
import * as React from "react";
import { CardGrid } from "@/components/card-grid/card-grid";
import { formQuery } from "@/lib/forms/form-query";
import type { NamedRef, VideoSearchIndex } from "@core/videos/video-data";
import { videoSearchIndexPath, videoSearchPath } from "@core/videos/video-paths";
import { useSearchTracking } from "@/lib/analytics/use-search-tracking";
import {
  parseVideoSearchQuery,
  searchableVideos,
  searchVideos,
  videoSearchCriteria,
  videoSearchQueryString,
  type SearchableVideo,
} from "../video-search";
import { VideoBundleCard } from "./video-bundle-card";
import * as styles from "./videos.module.css";

export const VIDEO_SEARCH_PAGE_SIZE = 24;

type LoadState = { status: "loading" } | { status: "failed" } | { status: "ready"; videos: SearchableVideo[] };

/** Free word and industry search over the build's compact video index (fetched once, searched in the browser). */
export function VideoSearchView({
  search,
  businessCategories,
}: {
  search: string;
  businessCategories: readonly NamedRef[];
}) {
  const query = parseVideoSearchQuery(search);
  const [state, setState] = React.useState<LoadState>({ status: "loading" });
  const [shown, setShown] = React.useState(VIDEO_SEARCH_PAGE_SIZE);

  React.useEffect(() => setShown(VIDEO_SEARCH_PAGE_SIZE), [query.q, query.industry]);

  React.useEffect(() => {
    let active = true;
    fetch(videoSearchIndexPath)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return response.json() as Promise<VideoSearchIndex>;
      })
      .then((index) => active && setState({ status: "ready", videos: searchableVideos(index) }))
      .catch(() => active && setState({ status: "failed" }));
    return () => {
      active = false;
    };
  }, []);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitted = parseVideoSearchQuery(formQuery(event.currentTarget).toString());
    void navigate(`${videoSearchPath}${videoSearchQueryString(submitted)}`);
  };

  const results = state.status === "ready" ? searchVideos(state.videos, query) : [];
  useSearchTracking(videoSearchCriteria(query), state.status === "ready" ? { results, count: results.length } : null);
  const industryName = businessCategories.find((category) => category.db_id === query.industry)?.name;
  const condition = [query.q && `「${query.q}」`, industryName].filter(Boolean).join("・");

  return (
    <>
      {/* Uncontrolled and read on submit (a choice made before hydration counts); keyed by the applied query. */}
      <form
        key={videoSearchQueryString(query)}
        className={styles.searchForm}
        role="search"
        aria-label="動画検索"
        action={videoSearchPath}
        method="get"
        onSubmit={onSubmit}
      >
        <label className={styles.field}>
          フリーワード
          <input type="search" name="q" defaultValue={query.q} placeholder="企業名・職種など" />
        </label>
        <label className={styles.field}>
          業界
          <select name="industry" defaultValue={query.industry === null ? "" : String(query.industry)}>
            <option value="">すべての業界</option>
            {businessCategories.map((category) => (
              <option key={category.db_id} value={category.db_id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.button}>
          検索する
        </button>
      </form>
      <section aria-labelledby="video-search-results" aria-busy={state.status === "loading"}>
        <h2 id="video-search-results" className={styles.resultSummary}>
          {state.status === "ready"
            ? condition
              ? `${condition}の動画 ${results.length}件`
              : `新着順の動画 ${results.length}件`
            : state.status === "loading"
              ? "動画を読み込んでいます…"
              : "動画を読み込めませんでした。時間をおいて再度お試しください。"}
        </h2>
        {state.status === "ready" && (
          <>
            <CardGrid
              items={results.slice(0, shown)}
              itemKey={(bundle) => bundle.db_id}
              renderItem={(bundle) => <VideoBundleCard bundle={bundle} />}
              emptyMessage="条件に合う動画はありませんでした。キーワードや業界を変えてお試しください。"
            />
            {results.length > shown && (
              <div className={styles.more}>
                <button
                  type="button"
                  className={`${styles.button} ${styles.secondaryButton}`}
                  onClick={() => setShown((count) => count + VIDEO_SEARCH_PAGE_SIZE)}
                >
                  さらに表示（残り{results.length - shown}件）
                </button>
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}
