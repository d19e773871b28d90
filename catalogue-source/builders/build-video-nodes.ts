import type { FeatureVideoRow, ShortVideoRow, VideoBundleRow, VideoChannelRow } from "../schemas/video-rows";
import { toIso } from "./to-iso";

export type VideoChapterFields = { db_id: number; title: string; start_seconds: number };

export type VideoBundleNodeFields = {
  db_id: number;
  title: string;
  description: string;
  video_url: string;
  thumbnail_url: string | null;
  captions_url: string | null;
  duration_seconds: number;
  view_count: number;
  published_at: string;
  video_channel_db_id: number | null;
  company_db_id: number | null;
  business_category_db_id: number | null;
  chapters: VideoChapterFields[];
};

/** A bundle with its chapters ordered by start time (a chapter never starts after the video ends). */
export function buildVideoBundleNode(row: VideoBundleRow): VideoBundleNodeFields {
  const chapters = row.chapters
    .filter((chapter) => chapter.start_seconds <= row.duration_seconds)
    .map((chapter) => ({ db_id: chapter.id, title: chapter.title, start_seconds: chapter.start_seconds }))
    .sort((a, b) => a.start_seconds - b.start_seconds || a.db_id - b.db_id);
  return {
    db_id: row.id,
    title: row.title,
    description: row.description,
    video_url: row.video_url,
    thumbnail_url: row.thumbnail_url,
    captions_url: row.captions_url,
    duration_seconds: row.duration_seconds,
    view_count: row.view_count,
    published_at: toIso(row.published_at),
    video_channel_db_id: row.video_channel_id,
    company_db_id: row.company_id,
    business_category_db_id: row.business_category_id,
    chapters,
  };
}

export type VideoChannelNodeFields = {
  db_id: number;
  name: string;
  description: string;
  icon_url: string | null;
  company_db_id: number | null;
  display_order: number;
};

export function buildVideoChannelNode(row: VideoChannelRow): VideoChannelNodeFields {
  return {
    db_id: row.id,
    name: row.name,
    description: row.description,
    icon_url: row.icon_url,
    company_db_id: row.company_id,
    display_order: row.display_order,
  };
}

export type FeatureVideoNodeFields = {
  db_id: number;
  title: string;
  description: string;
  image_url: string | null;
  display_order: number;
  published_at: string;
  video_bundle_db_ids: number[];
};

/** A feature video keeps only bundles that are themselves published (`publishedBundleIds`), in its order. */
export function buildFeatureVideoNode(
  row: FeatureVideoRow,
  publishedBundleIds: ReadonlySet<number>,
): FeatureVideoNodeFields {
  return {
    db_id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.image_url,
    display_order: row.display_order,
    published_at: toIso(row.published_at),
    video_bundle_db_ids: row.video_bundle_ids.filter((id) => publishedBundleIds.has(id)),
  };
}

export type ShortVideoNodeFields = Omit<
  VideoBundleNodeFields,
  "video_channel_db_id" | "business_category_db_id" | "chapters"
>;

export function buildShortVideoNode(row: ShortVideoRow): ShortVideoNodeFields {
  return {
    db_id: row.id,
    title: row.title,
    description: row.description,
    video_url: row.video_url,
    thumbnail_url: row.thumbnail_url,
    captions_url: row.captions_url,
    duration_seconds: row.duration_seconds,
    view_count: row.view_count,
    published_at: toIso(row.published_at),
    company_db_id: row.company_id,
  };
}
