import * as React from "react";
import { SeoHead } from "../../../components/seo";
import { absoluteUrl } from "../../../components/seo/absolute-url";
import { useSiteUrl } from "../../../components/seo/use-site-url";
import { breadcrumbStructuredData, type Breadcrumb } from "../../../components/detail-page/breadcrumbs";
import { videoObjectStructuredData, type VideoObjectInput } from "../video-structured-data";

type VideoSeoHeadProps = {
  title: string;
  description: string;
  path: string;
  breadcrumbs: readonly Breadcrumb[];
  /** the played video (VideoObject); URLs may be site paths */
  video?: Omit<VideoObjectInput, "url">;
  noindex?: boolean;
  search?: string;
};

/** SeoHead of a video page: BreadcrumbList, plus a VideoObject where a video plays. */
export function VideoSeoHead({ title, description, path, breadcrumbs, video, noindex, search }: VideoSeoHeadProps) {
  const siteUrl = useSiteUrl();
  const toUrl = (value: string) => absoluteUrl(siteUrl, value);
  const graph: object[] = [breadcrumbStructuredData(breadcrumbs, toUrl)];
  if (video) {
    graph.unshift(
      videoObjectStructuredData({
        ...video,
        thumbnailUrl: video.thumbnailUrl ? toUrl(video.thumbnailUrl) : null,
        contentUrl: toUrl(video.contentUrl),
        url: toUrl(path),
      }),
    );
  }
  return (
    <SeoHead
      title={title}
      description={description}
      path={path}
      noindex={noindex}
      search={search}
      ogType={video ? "article" : "website"}
      structuredData={{ "@context": "https://schema.org", "@graph": graph }}
    />
  );
}
