import * as React from "react";
import { HIGH_FETCH_PRIORITY } from "@/components/responsive-image/responsive-image";
import { SeoHead, useJsonLdContext, type HeadLocation } from "@/components/seo";
import type { Breadcrumb } from "@/components/detail-page/breadcrumbs";
import { videoObjectJsonLd } from "@/lib/seo/video-object-json-ld";
import { videoPosterUrl, type VideoOrientation } from "../video-poster";
import { videoSource } from "../video-source";

/** The played video: URLs may be site paths. */
export type PlayedVideo = {
  name: string;
  description: string;
  thumbnailUrl: string | null;
  uploadDate: string;
  durationSeconds: number;
  /** a file on the site or a YouTube URL */
  videoUrl: string;
  /** the player's shape (a short is portrait): the poster it shows, which the Head preloads */
  orientation?: VideoOrientation;
};

type VideoSeoHeadProps = {
  location: HeadLocation;
  title: string;
  description: string;
  path: string;
  breadcrumbs: readonly Breadcrumb[];
  video?: PlayedVideo;
  /** a picture of the page when no video plays (a company's logo) */
  image?: string | null;
  noindex?: boolean;
};

/** SeoHead of a video page: BreadcrumbList, plus a VideoObject (thumbnail: its own, else the share image) where a video plays. */
export function VideoSeoHead({
  location,
  title,
  description,
  path,
  breadcrumbs,
  video,
  image,
  noindex,
}: VideoSeoHeadProps) {
  const { toUrl, fallbackImageUrl } = useJsonLdContext();
  const source = video && videoSource(video.videoUrl, 0);
  return (
    <SeoHead
      location={location}
      title={title}
      description={description}
      path={path}
      image={video ? video.thumbnailUrl : image}
      imageAlt={video ? video.name : title}
      noindex={noindex}
      ogType={video ? "article" : "website"}
      jsonLd={
        video && source
          ? [
              videoObjectJsonLd({
                name: video.name,
                description: video.description,
                thumbnailUrl: video.thumbnailUrl ? toUrl(video.thumbnailUrl) : fallbackImageUrl,
                uploadDate: video.uploadDate,
                durationSeconds: video.durationSeconds,
                media: source.kind === "embed" ? { embedUrl: source.embedUrl } : { contentUrl: toUrl(source.src) },
                url: toUrl(path),
              }),
            ]
          : []
      }
      breadcrumbs={breadcrumbs}
    >
      {/* The player's poster is the page's LCP picture (a YouTube video shows a button instead). */}
      {video?.thumbnailUrl && source?.kind === "file" && (
        <link
          rel="preload"
          as="image"
          href={videoPosterUrl(video.thumbnailUrl, video.orientation ?? "landscape")}
          {...HIGH_FETCH_PRIORITY}
        />
      )}
    </SeoHead>
  );
}
