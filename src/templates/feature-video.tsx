import type { HeadProps, PageProps } from "gatsby";
import * as React from "react";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import { VideoBundleGrid, VideoSeoHead, videosStyles as styles, videoBreadcrumbs } from "@/features/videos";
import type { FeatureVideoContext } from "@core/videos/video-data";
import { featureVideoPath } from "@core/videos/video-paths";

const crumbsOf = ({ feature }: FeatureVideoContext) =>
  videoBreadcrumbs({ name: feature.title, path: featureVideoPath(feature.db_id) });

/** /videos/feature_videos/{id}: an editorial collection of videos in its order. */
export default function FeatureVideoTemplate({ pageContext }: PageProps<object, FeatureVideoContext>) {
  const { feature, bundles } = pageContext;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={crumbsOf(pageContext)} />
      <h1 className={styles.title}>{feature.title}</h1>
      <p className={styles.lead}>{feature.description}</p>
      <section aria-labelledby="feature-videos">
        <h2 id="feature-videos" className={styles.sectionTitle}>
          特集の動画（{bundles.length}本）
        </h2>
        <VideoBundleGrid bundles={bundles} emptyMessage="この特集の動画は現在公開されていません。" />
      </section>
    </div>
  );
}

export function Head({ pageContext, location }: HeadProps<object, FeatureVideoContext>) {
  const { feature } = pageContext;
  return (
    <VideoSeoHead
      location={location}
      title={`${feature.title}（動画特集）`}
      description={feature.description}
      path={featureVideoPath(feature.db_id)}
      breadcrumbs={crumbsOf(pageContext)}
    />
  );
}
