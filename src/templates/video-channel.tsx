import { Link, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import { VideoBundleGrid, VideoSeoHead, videosStyles as styles, videoBreadcrumbs } from "@/features/videos";
import type { VideoChannelContext } from "@core/videos/video-data";
import { companyVideosPath, videoChannelPath, videoChannelsPath } from "@core/videos/video-paths";

const crumbsOf = ({ channel }: VideoChannelContext) =>
  videoBreadcrumbs(
    { name: "チャンネル一覧", path: videoChannelsPath },
    { name: channel.name, path: videoChannelPath(channel.db_id) },
  );

/** /videos/channels/{id}: a channel's videos, newest first. */
export default function VideoChannelTemplate({ pageContext }: PageProps<object, VideoChannelContext>) {
  const { channel, bundles } = pageContext;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={crumbsOf(pageContext)} />
      <h1 className={styles.title}>{channel.name}</h1>
      <p className={styles.lead}>{channel.description}</p>
      {channel.company && (
        <p>
          <Link to={companyVideosPath(channel.company.db_id)}>{channel.company.name}の動画一覧</Link>
        </p>
      )}
      <section className={styles.section} aria-labelledby="channel-videos">
        <h2 id="channel-videos" className={styles.sectionTitle}>
          動画（{bundles.length}本）
        </h2>
        <VideoBundleGrid bundles={bundles} emptyMessage="このチャンネルの動画はまだありません。" />
      </section>
    </div>
  );
}

export function Head({ pageContext, location }: HeadProps<object, VideoChannelContext>) {
  const { channel } = pageContext;
  return (
    <VideoSeoHead
      location={location}
      title={channel.name}
      description={channel.description || `${channel.name}の就活動画一覧です。`}
      path={videoChannelPath(channel.db_id)}
      breadcrumbs={crumbsOf(pageContext)}
    />
  );
}
