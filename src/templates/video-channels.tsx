import { Link, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { CardGrid } from "@/components/card-grid/card-grid";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import { VideoSeoHead, videosStyles as styles, videoBreadcrumbs } from "@/features/videos";
import type { VideoChannelsContext } from "@core/videos/video-data";
import { videoChannelPath, videoChannelsPath } from "@core/videos/video-paths";

const title = "チャンネル一覧";
const crumbs = videoBreadcrumbs({ name: title, path: videoChannelsPath });

/** /videos/channels: every channel in display order. */
export default function VideoChannelsTemplate({ pageContext }: PageProps<object, VideoChannelsContext>) {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>企業ごとの公式チャンネルから動画を探せます。</p>
      <CardGrid
        items={pageContext.channels}
        itemKey={(channel) => channel.db_id}
        renderItem={(channel) => (
          <article className={styles.textCard}>
            <h2 className={styles.cardTitle}>
              <Link to={videoChannelPath(channel.db_id)}>{channel.name}</Link>
            </h2>
            <p className={styles.cardMeta}>{channel.bundle_count}本の動画</p>
          </article>
        )}
        emptyMessage="チャンネルはまだありません。"
      />
    </div>
  );
}

export function Head({ location }: HeadProps<object, VideoChannelsContext>) {
  return (
    <VideoSeoHead
      location={location}
      title={title}
      description="就活動画の企業チャンネル一覧です。"
      path={videoChannelsPath}
      breadcrumbs={crumbs}
    />
  );
}
