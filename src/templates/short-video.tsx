import { Link, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import {
  VideoPlayer,
  VideoSeoHead,
  videosStyles as styles,
  videoBreadcrumbs,
  formatVideoTime,
} from "@/features/videos";
import type { ShortVideoContext } from "@core/videos/video-data";
import { companyVideosPath, shortVideoPath } from "@core/videos/video-paths";

const crumbsOf = ({ short }: ShortVideoContext) =>
  videoBreadcrumbs({ name: short.title, path: shortVideoPath(short.db_id) });

/** /short_videos/{id}: one vertical video with links to the previous (newer) and next (older) short videos. */
export default function ShortVideoTemplate({ pageContext }: PageProps<object, ShortVideoContext>) {
  const { short, previous, next } = pageContext;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={crumbsOf(pageContext)} />
      <article className={styles.shortLayout}>
        <h1 className={styles.title}>{short.title}</h1>
        <VideoPlayer
          title={short.title}
          videoUrl={short.video_url}
          captionsUrl={short.captions_url}
          posterUrl={short.thumbnail_url}
          orientation="portrait"
        />
        <nav className={styles.shortNavBar} aria-label="ショート動画の移動">
          <ul className={styles.shortNav}>
            {previous && (
              <li>
                <Link to={shortVideoPath(previous.db_id)} rel="prev" aria-label={`前の動画：${previous.title}`}>
                  ← 前の動画
                </Link>
              </li>
            )}
            {next && (
              <li className={styles.shortNavNext}>
                <Link to={shortVideoPath(next.db_id)} rel="next" aria-label={`次の動画：${next.title}`}>
                  次の動画 →
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <ul className={styles.meta}>
          <li>再生時間 {formatVideoTime(short.duration_seconds)}</li>
          {short.captions_url && <li>日本語字幕あり</li>}
          {short.company && (
            <li>
              <Link to={companyVideosPath(short.company.db_id)}>{short.company.name}の動画一覧</Link>
            </li>
          )}
        </ul>
        <p className={styles.description}>{short.description}</p>
      </article>
    </div>
  );
}

export function Head({ pageContext, location }: HeadProps<object, ShortVideoContext>) {
  const { short } = pageContext;
  return (
    <VideoSeoHead
      location={location}
      title={`${short.title}のショート動画`}
      description={short.description}
      path={shortVideoPath(short.db_id)}
      breadcrumbs={crumbsOf(pageContext)}
      video={{
        name: short.title,
        description: short.description,
        thumbnailUrl: short.thumbnail_url,
        uploadDate: short.published_at,
        durationSeconds: short.duration_seconds,
        videoUrl: short.video_url,
        orientation: "portrait",
      }}
    />
  );
}
