/** The compact page data of the video pages (passed as pageContext; no page queries). */

export type NamedRef = { db_id: number; name: string };

export type VideoBundleCardData = {
  db_id: number;
  title: string;
  duration_seconds: number;
  published_at: string;
  company_name: string | null;
  /** 0 when chapters are not shown (`video_bundles` off) */
  chapter_count: number;
  thumbnail_url: string | null;
};

export type VideoChapterData = { db_id: number; title: string; start_seconds: number };

export type VideoBundleDetailData = {
  db_id: number;
  title: string;
  description: string;
  video_url: string;
  thumbnail_url: string | null;
  captions_url: string | null;
  duration_seconds: number;
  published_at: string;
  company: NamedRef | null;
  channel: NamedRef | null;
  /** empty when chapters are not shown (`video_bundles` off) */
  chapters: VideoChapterData[];
};

export type ShortVideoCardData = {
  db_id: number;
  title: string;
  duration_seconds: number;
  company_name: string | null;
  thumbnail_url: string | null;
};

export type ShortVideoDetailData = Omit<VideoBundleDetailData, "channel" | "chapters">;

export type VideoChannelCardData = { db_id: number; name: string; description: string; bundle_count: number };

export type FeatureVideoCardData = { db_id: number; title: string; description: string; bundle_count: number };

export type VideoCompanyData = { db_id: number; name: string; initial_char: string; square_logo_url: string | null };

export type VideosHomeContext = {
  featureVideos: FeatureVideoCardData[];
  channels: VideoChannelCardData[];
  channelCount: number;
  newest: VideoBundleCardData[];
  shorts: ShortVideoCardData[];
};

export type VideoSearchContext = { businessCategories: NamedRef[] };

export type VideoChannelsContext = { channels: VideoChannelCardData[] };

export type VideoChannelContext = {
  channel: { db_id: number; name: string; description: string; company: NamedRef | null };
  bundles: VideoBundleCardData[];
};

export type FeatureVideoContext = {
  feature: { db_id: number; title: string; description: string };
  bundles: VideoBundleCardData[];
};

export type VideoBundleContext = {
  bundle: VideoBundleDetailData;
  /** the chapter of a chapter page, null on the bundle page */
  chapterId: number | null;
};

export type ShortVideoNeighbour = { db_id: number; title: string };

export type ShortVideoContext = {
  short: ShortVideoDetailData;
  /** the newer short video (shown before this one), null for the newest */
  previous: ShortVideoNeighbour | null;
  /** the older short video (shown after this one), null for the oldest */
  next: ShortVideoNeighbour | null;
};

export type CompanyVideosContext = {
  company: VideoCompanyData;
  bundles: VideoBundleCardData[];
  shorts: ShortVideoCardData[];
};

/**
 * One search-index entry (tuple to keep the file small):
 * [db_id, title, company_name, business_category_db_id, duration_seconds, published_at, channel_name, chapter_count, thumbnail_url]
 */
export type VideoSearchIndexEntry = [
  number,
  string,
  string | null,
  number | null,
  number,
  string,
  string | null,
  number,
  string | null,
];
export type VideoSearchIndex = { bundles: VideoSearchIndexEntry[] };
