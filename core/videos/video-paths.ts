import { companyPath } from "../routes";

/** Route builders of the video pages (spec §2 Videos); links never carry a trailing slash. */
export const videosPath = "/videos";
export const videoSearchPath = "/videos/search";
export const videoChannelsPath = "/videos/channels";
/** The compact search index written at build time (gatsby/video-pages.ts) and read by /videos/search. */
export const videoSearchIndexPath = "/videos/search-index.json";

export function videoChannelPath(channelId: number): string {
  return `${videoChannelsPath}/${channelId}`;
}

export function featureVideoPath(featureVideoId: number): string {
  return `/videos/feature_videos/${featureVideoId}`;
}

export function videoBundlePath(bundleId: number): string {
  return `/videos/${bundleId}`;
}

export function videoChapterPath(bundleId: number, chapterId: number): string {
  return `${videoBundlePath(bundleId)}/video_chapters/${chapterId}`;
}

export function shortVideoPath(shortVideoId: number): string {
  return `/short_videos/${shortVideoId}`;
}

export function companyVideosPath(companyId: number): string {
  return `${companyPath(companyId)}/videos`;
}
