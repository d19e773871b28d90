import { queryArticles } from "./queries/query-articles";
import { queryCooperatingSites } from "./queries/query-cooperating-sites";
import {
  queryEventDescriptionItems,
  queryEventSummaryImages,
  queryEventSummaryVideos,
} from "./queries/query-event-contents";
import { queryFeatureEvents } from "./queries/query-feature-events";
import { queryBusinessCategories } from "./queries/query-business-categories";
import { queryCompanies } from "./queries/query-companies";
import { queryEvents } from "./queries/query-events";
import { queryFeatureFlags } from "./queries/query-feature-flags";
import { queryPrefectures } from "./queries/query-prefectures";
import { queryPromotionContracts } from "./queries/query-promotion-contracts";
import { querySchedules } from "./queries/query-schedules";
import type { Queryable } from "./queries/queryable";
import { articleRowSchema, type ArticleRow } from "./schemas/article-row";
import { businessCategoryRowSchema, type BusinessCategoryRow } from "./schemas/business-category-row";
import { cooperatingSiteRowSchema, type CooperatingSiteRow } from "./schemas/cooperating-site-row";
import {
  eventDescriptionItemRowSchema,
  eventSummaryImageRowSchema,
  eventSummaryVideoRowSchema,
  type EventDescriptionItemRow,
  type EventSummaryImageRow,
  type EventSummaryVideoRow,
} from "./schemas/event-content-rows";
import { featureEventRowSchema, type FeatureEventRow } from "./schemas/feature-event-row";
import { companyRowSchema, type CompanyRow } from "./schemas/company-row";
import { eventRowSchema, type SourceEventRow } from "./schemas/event-row";
import { featureFlagRowSchema, type FeatureFlagRow } from "./schemas/feature-flag-row";
import { parseRows } from "./schemas/parse-rows";
import { prefectureRowSchema, type PrefectureRow } from "./schemas/prefecture-row";
import { promotionContractRowSchema, type PromotionContractRow } from "./schemas/promotion-contract-row";
import { scheduleRowSchema, type SourceScheduleRow } from "./schemas/schedule-row";
import { queryFeatureVideos, queryShortVideos, queryVideoBundles, queryVideoChannels } from "./queries/query-videos";
import {
  featureVideoRowSchema,
  shortVideoRowSchema,
  videoBundleRowSchema,
  videoChannelRowSchema,
  type FeatureVideoRow,
  type ShortVideoRow,
  type VideoBundleRow,
  type VideoChannelRow,
} from "./schemas/video-rows";

export type SourceData = {
  events: SourceEventRow[];
  schedules: SourceScheduleRow[];
  companies: CompanyRow[];
  businessCategories: BusinessCategoryRow[];
  prefectures: PrefectureRow[];
  featureFlags: FeatureFlagRow[];
  eventDescriptionItems: EventDescriptionItemRow[];
  eventSummaryVideos: EventSummaryVideoRow[];
  eventSummaryImages: EventSummaryImageRow[];
  featureEvents: FeatureEventRow[];
  cooperatingSites: CooperatingSiteRow[];
  articles: ArticleRow[];
  videoBundles: VideoBundleRow[];
  videoChannels: VideoChannelRow[];
  featureVideos: FeatureVideoRow[];
  shortVideos: ShortVideoRow[];
  promotionContracts: PromotionContractRow[];
};

/**
 * Runs the reads one after another (one connection; the local PGlite socket serves one client at a time)
 * and validates every row.
 */
export async function readSourceData(db: Queryable): Promise<SourceData> {
  const events = parseRows("events", eventRowSchema, await queryEvents(db));
  const schedules = parseRows("schedules", scheduleRowSchema, await querySchedules(db));
  const companies = parseRows("companies", companyRowSchema, await queryCompanies(db));
  const businessCategories = parseRows(
    "business_categories",
    businessCategoryRowSchema,
    await queryBusinessCategories(db),
  );
  const prefectures = parseRows("prefectures", prefectureRowSchema, await queryPrefectures(db));
  const featureFlags = parseRows("feature_flags", featureFlagRowSchema, await queryFeatureFlags(db));
  const eventDescriptionItems = parseRows(
    "event_description_items",
    eventDescriptionItemRowSchema,
    await queryEventDescriptionItems(db),
  );
  const eventSummaryVideos = parseRows(
    "event_summary_videos",
    eventSummaryVideoRowSchema,
    await queryEventSummaryVideos(db),
  );
  const eventSummaryImages = parseRows(
    "event_summary_images",
    eventSummaryImageRowSchema,
    await queryEventSummaryImages(db),
  );
  const featureEvents = parseRows("feature_events", featureEventRowSchema, await queryFeatureEvents(db));
  const cooperatingSites = parseRows("cooperating_sites", cooperatingSiteRowSchema, await queryCooperatingSites(db));
  const articles = parseRows("articles", articleRowSchema, await queryArticles(db));
  const videoBundles = parseRows("video_bundles", videoBundleRowSchema, await queryVideoBundles(db));
  const videoChannels = parseRows("video_channels", videoChannelRowSchema, await queryVideoChannels(db));
  const featureVideos = parseRows("feature_videos", featureVideoRowSchema, await queryFeatureVideos(db));
  const shortVideos = parseRows("short_videos", shortVideoRowSchema, await queryShortVideos(db));
  const promotionContracts = parseRows(
    "promotion_contracts",
    promotionContractRowSchema,
    await queryPromotionContracts(db),
  );
  return {
    events,
    schedules,
    companies,
    businessCategories,
    prefectures,
    featureFlags,
    eventDescriptionItems,
    eventSummaryVideos,
    eventSummaryImages,
    featureEvents,
    cooperatingSites,
    articles,
    videoBundles,
    videoChannels,
    featureVideos,
    shortVideos,
    promotionContracts,
  };
}
