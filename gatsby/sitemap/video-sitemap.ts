import type { BundleNode, PlannedVideoPage, ShortVideoNode } from "../video-page-plan";
import { listingEntry, type SitemapEntry } from "./sitemap-entry";

export type VideoSitemapInput = {
  bundles: readonly Pick<BundleNode, "db_id" | "published_at" | "video_channel_db_id">[];
  shorts: readonly Pick<ShortVideoNode, "db_id" | "published_at">[];
};

/**
 * Every video page gatsby/video-page-plan.ts plans, deferred ones (chapter pages, company pages) included: a video's
 * pages by its published_at, listings that show a video by their newest one, the search page (a form) undated.
 */
export function videoSitemap(
  pages: readonly PlannedVideoPage[],
  { bundles, shorts }: VideoSitemapInput,
): SitemapEntry[] {
  const shortPublishedAt = new Map(shorts.map((short) => [short.db_id, short.published_at]));
  const shortDates = (cards: readonly { db_id: number }[]) => cards.map((card) => shortPublishedAt.get(card.db_id));
  const cardDates = (cards: readonly { published_at: string }[]) => cards.map((card) => card.published_at);
  return pages.flatMap((page): SitemapEntry[] => {
    const video = (lastmod: string) => [{ section: "videos" as const, path: page.path, lastmod }];
    const listing = (dates: Iterable<string | undefined>) => listingEntry("videos", page.path, dates);
    switch (page.template) {
      case "videosHome":
        return listing([...cardDates(page.context.newest), ...shortDates(page.context.shorts)]);
      case "videoSearch":
        return [{ section: "videos", path: page.path, lastmod: null }];
      case "videoChannels":
        return listing(
          bundles.filter((bundle) => bundle.video_channel_db_id !== null).map((bundle) => bundle.published_at),
        );
      case "videoChannel":
      case "featureVideo":
        return listing(cardDates(page.context.bundles));
      case "videoBundle":
        return video(page.context.bundle.published_at);
      case "shortVideo":
        return video(page.context.short.published_at);
      case "companyVideos":
        return listing([...cardDates(page.context.bundles), ...shortDates(page.context.shorts)]);
    }
  });
}
