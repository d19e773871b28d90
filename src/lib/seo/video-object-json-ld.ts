import { isoDuration } from "./iso-duration";
import type { VideoObject } from "./schema-org-types";

export type VideoObjectInput = {
  name: string;
  description: string;
  /** the video's own thumbnail, else the page's share image (Google requires one) */
  thumbnailUrl: string;
  uploadDate: string;
  durationSeconds: number;
  /** the media file, or the player URL for an embedded (YouTube) video */
  media: { contentUrl: string } | { embedUrl: string };
  /** the page's own URL */
  url: string;
};

/** schema.org VideoObject of a played video. */
export function videoObjectJsonLd(input: VideoObjectInput): VideoObject {
  return {
    "@type": "VideoObject",
    name: input.name,
    description: input.description || input.name,
    thumbnailUrl: input.thumbnailUrl,
    uploadDate: input.uploadDate,
    duration: isoDuration(input.durationSeconds),
    ...input.media,
    url: input.url,
    inLanguage: "ja",
  };
}
