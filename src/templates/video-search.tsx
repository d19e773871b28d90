import type { HeadProps, PageProps } from "gatsby";
import * as React from "react";
import { headSearch } from "@/components/seo/head-search";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import { VideoSearchView, VideoSeoHead, videosStyles as styles, videoBreadcrumbs } from "@/features/videos";
import type { VideoSearchContext } from "@core/videos/video-data";
import { videoSearchPath } from "@core/videos/video-paths";

const title = "動画を探す";
const crumbs = videoBreadcrumbs({ name: title, path: videoSearchPath });

/** /videos/search?q=…&industry=…: free word and industry search; without a query, the newest videos. */
export default function VideoSearchTemplate({ pageContext, location }: PageProps<object, VideoSearchContext>) {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>{title}</h1>
      <VideoSearchView search={location.search} businessCategories={pageContext.businessCategories} />
    </div>
  );
}

/** Query pages (any ?q= or ?industry=) are noindex; the bare search page is indexed. */
export function Head({ location }: HeadProps<object, VideoSearchContext>) {
  const search = headSearch(location) ?? "";
  return (
    <VideoSeoHead
      location={location}
      title={title}
      description="企業名や職種などのキーワードと業界で就活動画を検索できます。"
      path={videoSearchPath}
      breadcrumbs={crumbs}
      noindex={search.length > 1}
    />
  );
}
