import { Link, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import { companyVideosPath, videoBundlePath, videoChannelPath, videoChapterPath } from "@core/videos/video-paths";
import {
  ChapterList,
  VideoPlayer,
  VideoSeoHead,
  videosStyles as styles,
  videoBreadcrumbs,
  tokyoDateLabel,
  formatVideoTime,
} from "@/features/videos";
import type { VideoBundleContext } from "@core/videos/video-data";

function pageParts({ bundle, chapterId }: VideoBundleContext) {
  const chapter = chapterId === null ? undefined : bundle.chapters.find((item) => item.db_id === chapterId);
  const crumbs = videoBreadcrumbs({ name: bundle.title, path: videoBundlePath(bundle.db_id) });
  if (chapter) crumbs.push({ name: chapter.title, path: videoChapterPath(bundle.db_id, chapter.db_id) });
  return { chapter, crumbs, path: crumbs[crumbs.length - 1]!.path };
}

/** /videos/{id} and /videos/{id}/video_chapters/{chapter_id}: the player, the chapters (a chapter page starts at its chapter). */
export default function VideoBundleTemplate({ pageContext }: PageProps<object, VideoBundleContext>) {
  const { bundle } = pageContext;
  const { chapter, crumbs } = pageParts(pageContext);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={crumbs} />
      <div className={styles.detail}>
        <article>
          <h1 className={styles.title}>
            {bundle.title}
            {chapter && <span className={styles.lead}>（{chapter.title}から）</span>}
          </h1>
          <VideoPlayer
            key={chapter?.db_id ?? 0}
            title={bundle.title}
            videoUrl={bundle.video_url}
            captionsUrl={bundle.captions_url}
            posterUrl={bundle.thumbnail_url}
            startSeconds={chapter?.start_seconds ?? 0}
          />
          <ul className={styles.meta}>
            <li>再生時間 {formatVideoTime(bundle.duration_seconds)}</li>
            {chapter && <li>チャプター開始 {formatVideoTime(chapter.start_seconds)}</li>}
            <li>
              <time dateTime={bundle.published_at}>{tokyoDateLabel(bundle.published_at)}</time>公開
            </li>
            {bundle.captions_url && <li>日本語字幕あり</li>}
          </ul>
          <p className={styles.description}>{bundle.description}</p>
          <ul className={styles.meta}>
            {bundle.company && (
              <li>
                <Link to={companyVideosPath(bundle.company.db_id)}>{bundle.company.name}の動画一覧</Link>
              </li>
            )}
            {bundle.channel && (
              <li>
                <Link to={videoChannelPath(bundle.channel.db_id)}>{bundle.channel.name}</Link>
              </li>
            )}
          </ul>
        </article>
        {bundle.chapters.length > 0 && (
          <ChapterList bundleId={bundle.db_id} chapters={bundle.chapters} currentChapterId={chapter?.db_id ?? null} />
        )}
      </div>
    </div>
  );
}

export function Head({ pageContext, location }: HeadProps<object, VideoBundleContext>) {
  const { bundle } = pageContext;
  const { chapter, crumbs, path } = pageParts(pageContext);
  const title = chapter ? `${chapter.title}｜${bundle.title}` : bundle.title;
  return (
    <VideoSeoHead
      location={location}
      title={`${title}の動画`}
      description={bundle.description}
      path={path}
      breadcrumbs={crumbs}
      video={{
        name: title,
        description: bundle.description,
        thumbnailUrl: bundle.thumbnail_url,
        uploadDate: bundle.published_at,
        durationSeconds: bundle.duration_seconds,
        videoUrl: bundle.video_url,
      }}
    />
  );
}
