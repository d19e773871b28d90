import { Link, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { CardGrid } from "@/components/card-grid/card-grid";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import {
  ShortVideoGrid,
  VideoBundleGrid,
  VideoSeoHead,
  videosStyles as styles,
  videoBreadcrumbs,
  videosTitle,
} from "@/features/videos";
import type { VideosHomeContext } from "@core/videos/video-data";
import {
  featureVideoPath,
  videoChannelPath,
  videoChannelsPath,
  videoSearchPath,
  videosPath,
} from "@core/videos/video-paths";

const description =
  "企業の社員が仕事や職場を紹介する就活動画。特集、企業チャンネル、新着動画、ショート動画から探せます。";

/** /videos: feature videos, channels, the newest videos and short videos. */
export default function VideosHomeTemplate({ pageContext }: PageProps<object, VideosHomeContext>) {
  const { featureVideos, channels, channelCount, newest, shorts } = pageContext;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={videoBreadcrumbs()} />
      <h1 className={styles.title}>{videosTitle}</h1>
      <p className={styles.lead}>{description}</p>
      <p>
        <Link to={videoSearchPath}>キーワード・業界で動画を探す</Link>
      </p>

      <section className={styles.section} aria-labelledby="videos-features">
        <h2 id="videos-features" className={styles.sectionTitle}>
          特集
        </h2>
        <CardGrid
          items={featureVideos}
          itemKey={(feature) => feature.db_id}
          renderItem={(feature) => (
            <article className={styles.textCard}>
              <h3>
                <Link to={featureVideoPath(feature.db_id)}>{feature.title}</Link>
              </h3>
              <p>{feature.description}</p>
              <p className={styles.cardMeta}>{feature.bundle_count}本の動画</p>
            </article>
          )}
          emptyMessage="公開中の特集はありません。"
        />
      </section>

      <section className={styles.section} aria-labelledby="videos-channels">
        <div className={styles.sectionHeader}>
          <h2 id="videos-channels" className={styles.sectionTitle}>
            チャンネル
          </h2>
          {channelCount > 0 && <Link to={videoChannelsPath}>すべてのチャンネル（{channelCount}）</Link>}
        </div>
        <CardGrid
          items={channels}
          itemKey={(channel) => channel.db_id}
          renderItem={(channel) => (
            <article className={styles.textCard}>
              <h3>
                <Link to={videoChannelPath(channel.db_id)}>{channel.name}</Link>
              </h3>
              <p className={styles.cardMeta}>{channel.bundle_count}本の動画</p>
            </article>
          )}
          emptyMessage="動画のあるチャンネルはありません。"
        />
      </section>

      <section className={styles.section} aria-labelledby="videos-newest">
        <div className={styles.sectionHeader}>
          <h2 id="videos-newest" className={styles.sectionTitle}>
            新着動画
          </h2>
          <Link to={videoSearchPath}>新着動画をもっと見る</Link>
        </div>
        <VideoBundleGrid bundles={newest} emptyMessage="公開中の動画はありません。" />
      </section>

      <section className={styles.section} aria-labelledby="videos-shorts">
        <h2 id="videos-shorts" className={styles.sectionTitle}>
          ショート動画
        </h2>
        <ShortVideoGrid shorts={shorts} emptyMessage="公開中のショート動画はありません。" />
      </section>
    </div>
  );
}

export function Head({ location }: HeadProps<object, VideosHomeContext>) {
  return (
    <VideoSeoHead
      location={location}
      title={videosTitle}
      description={description}
      path={videosPath}
      breadcrumbs={videoBreadcrumbs()}
    />
  );
}
