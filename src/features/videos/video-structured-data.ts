import { isoDuration } from "./video-duration";

export type VideoObjectInput = {
  name: string;
  description: string;
  thumbnailUrl: string | null;
  uploadDate: string;
  durationSeconds: number;
  contentUrl: string;
  /** the page's own URL */
  url: string;
};

/** schema.org VideoObject of a played video (thumbnailUrl only when the data has one). */
export function videoObjectStructuredData(input: VideoObjectInput): object {
  return {
    "@type": "VideoObject",
    name: input.name,
    description: input.description,
    ...(input.thumbnailUrl ? { thumbnailUrl: input.thumbnailUrl } : {}),
    uploadDate: input.uploadDate,
    duration: isoDuration(input.durationSeconds),
    contentUrl: input.contentUrl,
    url: input.url,
    inLanguage: "ja",
  };
}
