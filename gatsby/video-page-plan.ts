import type {
  CompanyVideosContext,
  FeatureVideoContext,
  NamedRef,
  ShortVideoCardData,
  ShortVideoContext,
  VideoBundleCardData,
  VideoBundleContext,
  VideoBundleDetailData,
  VideoChannelCardData,
  VideoChannelContext,
  VideoChannelsContext,
  VideoSearchContext,
  VideoSearchIndex,
  VideosHomeContext,
} from "../core/videos/video-data";
import {
  companyVideosPath,
  featureVideoPath,
  shortVideoPath,
  videoBundlePath,
  videoChannelPath,
  videoChannelsPath,
  videoChapterPath,
  videoSearchPath,
  videosPath,
} from "../core/videos/video-paths";

export type BundleNode = {
  db_id: number;
  title: string;
  description: string;
  video_url: string;
  thumbnail_url: string | null;
  captions_url: string | null;
  duration_seconds: number;
  published_at: string;
  video_channel_db_id: number | null;
  company_db_id: number | null;
  business_category_db_id: number | null;
  chapters: { db_id: number; title: string; start_seconds: number }[];
};
export type ChannelNode = {
  db_id: number;
  name: string;
  description: string;
  company_db_id: number | null;
  display_order: number;
};
export type FeatureVideoNode = {
  db_id: number;
  title: string;
  description: string;
  display_order: number;
  video_bundle_db_ids: number[];
};
export type ShortVideoNode = Omit<BundleNode, "video_channel_db_id" | "business_category_db_id" | "chapters">;
export type CompanyNode = { db_id: number; name: string; initial_char: string; square_logo_url: string | null };

export type VideoPagesInput = {
  bundles: readonly BundleNode[];
  channels: readonly ChannelNode[];
  featureVideos: readonly FeatureVideoNode[];
  shorts: readonly ShortVideoNode[];
  companies: readonly CompanyNode[];
  businessCategories: readonly NamedRef[];
  /** `video_bundles` at build time: on → bundles with chapters (and chapter pages); off → single videos */
  videoBundlesEnabled: boolean;
};

export type VideoTemplate =
  | "videosHome"
  | "videoSearch"
  | "videoChannels"
  | "videoChannel"
  | "featureVideo"
  | "videoBundle"
  | "shortVideo"
  | "companyVideos";

export type PlannedVideoPage =
  | { path: string; template: "videosHome"; context: VideosHomeContext }
  | { path: string; template: "videoSearch"; context: VideoSearchContext }
  | { path: string; template: "videoChannels"; context: VideoChannelsContext }
  | { path: string; template: "videoChannel"; context: VideoChannelContext }
  | { path: string; template: "featureVideo"; context: FeatureVideoContext }
  | { path: string; template: "videoBundle"; context: VideoBundleContext; defer?: boolean }
  | { path: string; template: "shortVideo"; context: ShortVideoContext }
  | { path: string; template: "companyVideos"; context: CompanyVideosContext; defer?: boolean };

export type VideoPlan = { pages: PlannedVideoPage[]; searchIndex: VideoSearchIndex };

export const HOME_NEWEST_COUNT = 12;
export const HOME_CHANNEL_COUNT = 8;
export const HOME_SHORT_COUNT = 8;

const newestFirst = <T extends { published_at: string; db_id: number }>(a: T, b: T) =>
  b.published_at.localeCompare(a.published_at) || b.db_id - a.db_id;

/**
 * Every video page and the search index, from one bulk read. High-count pages (bundles, chapters, short videos,
 * company video pages) carry only what they render. With `video_bundles` off a bundle is shown as one single video:
 * no chapter list, no chapter counts, and no chapter pages.
 */
export function planVideoPages(input: VideoPagesInput): VideoPlan {
  const chapters = input.videoBundlesEnabled;
  const bundles = [...input.bundles].sort(newestFirst);
  const shorts = [...input.shorts].sort(newestFirst);
  const companies = new Map(input.companies.map((company) => [company.db_id, company]));
  const channels = new Map(input.channels.map((channel) => [channel.db_id, channel]));
  const companyRef = (id: number | null): NamedRef | null => {
    const company = id === null ? undefined : companies.get(id);
    return company ? { db_id: company.db_id, name: company.name } : null;
  };

  const card = (bundle: BundleNode): VideoBundleCardData => ({
    db_id: bundle.db_id,
    title: bundle.title,
    duration_seconds: bundle.duration_seconds,
    published_at: bundle.published_at,
    company_name: companyRef(bundle.company_db_id)?.name ?? null,
    chapter_count: chapters ? bundle.chapters.length : 0,
    thumbnail_url: bundle.thumbnail_url,
  });
  const shortCard = (short: ShortVideoNode): ShortVideoCardData => ({
    db_id: short.db_id,
    title: short.title,
    duration_seconds: short.duration_seconds,
    company_name: companyRef(short.company_db_id)?.name ?? null,
    thumbnail_url: short.thumbnail_url,
  });
  const bundleCards = new Map(bundles.map((bundle) => [bundle.db_id, card(bundle)]));
  const shortCards = new Map(shorts.map((short) => [short.db_id, shortCard(short)]));

  const bundlesByChannel = groupIds(bundles, (bundle) => bundle.video_channel_db_id);
  const bundlesByCompany = groupIds(bundles, (bundle) => bundle.company_db_id);
  const shortsByCompany = groupIds(shorts, (short) => short.company_db_id);

  const channelCards: VideoChannelCardData[] = [...input.channels]
    .sort((a, b) => a.display_order - b.display_order || a.db_id - b.db_id)
    .map((channel) => ({
      db_id: channel.db_id,
      name: channel.name,
      description: channel.description,
      bundle_count: bundlesByChannel.get(channel.db_id)?.length ?? 0,
    }));
  const featureVideos = [...input.featureVideos].sort((a, b) => a.display_order - b.display_order || a.db_id - b.db_id);
  const cardsOf = (ids: readonly number[]) => ids.flatMap((id) => bundleCards.get(id) ?? []);

  const pages: PlannedVideoPage[] = [
    {
      path: videosPath,
      template: "videosHome",
      context: {
        featureVideos: featureVideos.map((feature) => ({
          db_id: feature.db_id,
          title: feature.title,
          description: feature.description,
          bundle_count: cardsOf(feature.video_bundle_db_ids).length,
        })),
        channels: channelCards.filter((channel) => channel.bundle_count > 0).slice(0, HOME_CHANNEL_COUNT),
        channelCount: channelCards.length,
        newest: bundles.slice(0, HOME_NEWEST_COUNT).map(card),
        shorts: shorts.slice(0, HOME_SHORT_COUNT).map(shortCard),
      },
    },
    { path: videoSearchPath, template: "videoSearch", context: { businessCategories: [...input.businessCategories] } },
    { path: videoChannelsPath, template: "videoChannels", context: { channels: channelCards } },
  ];

  for (const channel of channels.values()) {
    pages.push({
      path: videoChannelPath(channel.db_id),
      template: "videoChannel",
      context: {
        channel: {
          db_id: channel.db_id,
          name: channel.name,
          description: channel.description,
          company: companyRef(channel.company_db_id),
        },
        bundles: cardsOf(bundlesByChannel.get(channel.db_id) ?? []),
      },
    });
  }
  for (const feature of featureVideos) {
    pages.push({
      path: featureVideoPath(feature.db_id),
      template: "featureVideo",
      context: {
        feature: { db_id: feature.db_id, title: feature.title, description: feature.description },
        bundles: cardsOf(feature.video_bundle_db_ids),
      },
    });
  }
  for (const bundle of bundles) {
    const channel = bundle.video_channel_db_id === null ? undefined : channels.get(bundle.video_channel_db_id);
    const detail: VideoBundleDetailData = {
      db_id: bundle.db_id,
      title: bundle.title,
      description: bundle.description,
      video_url: bundle.video_url,
      thumbnail_url: bundle.thumbnail_url,
      captions_url: bundle.captions_url,
      duration_seconds: bundle.duration_seconds,
      published_at: bundle.published_at,
      company: companyRef(bundle.company_db_id),
      channel: channel ? { db_id: channel.db_id, name: channel.name } : null,
      chapters: chapters ? bundle.chapters : [],
    };
    pages.push({
      path: videoBundlePath(bundle.db_id),
      template: "videoBundle",
      context: { bundle: detail, chapterId: null },
    });
    for (const chapter of detail.chapters) {
      pages.push({
        path: videoChapterPath(bundle.db_id, chapter.db_id),
        template: "videoBundle",
        context: { bundle: detail, chapterId: chapter.db_id },
        // Deep links into a bundle whose own page is prerendered: rendered on first request (Gatsby DSG).
        defer: true,
      });
    }
  }
  shorts.forEach((short, index) => {
    const neighbour = (other: ShortVideoNode | undefined) =>
      other ? { db_id: other.db_id, title: other.title } : null;
    pages.push({
      path: shortVideoPath(short.db_id),
      template: "shortVideo",
      context: {
        short: {
          db_id: short.db_id,
          title: short.title,
          description: short.description,
          video_url: short.video_url,
          thumbnail_url: short.thumbnail_url,
          captions_url: short.captions_url,
          duration_seconds: short.duration_seconds,
          published_at: short.published_at,
          company: companyRef(short.company_db_id),
        },
        previous: neighbour(shorts[index - 1]),
        next: neighbour(shorts[index + 1]),
      },
    });
  });
  for (const company of input.companies) {
    const bundles = cardsOf(bundlesByCompany.get(company.db_id) ?? []);
    const shorts = (shortsByCompany.get(company.db_id) ?? []).flatMap((id) => shortCards.get(id) ?? []);
    pages.push({
      path: companyVideosPath(company.db_id),
      template: "companyVideos",
      context: {
        company: {
          db_id: company.db_id,
          name: company.name,
          initial_char: company.initial_char,
          square_logo_url: company.square_logo_url,
        },
        bundles,
        shorts,
      },
      // A company without videos has a page that only says so: rendered on first request.
      defer: bundles.length === 0 && shorts.length === 0,
    });
  }

  const searchIndex: VideoSearchIndex = {
    bundles: bundles.map((bundle) => [
      bundle.db_id,
      bundle.title,
      companyRef(bundle.company_db_id)?.name ?? null,
      bundle.business_category_db_id,
      bundle.duration_seconds,
      bundle.published_at,
      (bundle.video_channel_db_id === null ? undefined : channels.get(bundle.video_channel_db_id))?.name ?? null,
      chapters ? bundle.chapters.length : 0,
      bundle.thumbnail_url,
    ]),
  };
  return { pages, searchIndex };
}

/** Ids of `items` (kept in their order) grouped by a nullable key. */
function groupIds<T extends { db_id: number }>(
  items: readonly T[],
  key: (item: T) => number | null,
): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const item of items) {
    const value = key(item);
    if (value === null) continue;
    const group = groups.get(value);
    if (group) group.push(item.db_id);
    else groups.set(value, [item.db_id]);
  }
  return groups;
}
