export * from "./track";
export { analyticsCategoryFromPath, analyticsCategoryOfEvent, type AnalyticsCategory, type InteractionCategory } from "./analytics-category";
export { analyticsEventNames, type AnalyticsEventName } from "./analytics-events";
export { useSeenOnce, INTERSECT_THRESHOLD } from "./use-seen-once";
export { createImpressionList, flushEventImpressions, IMPRESSION_BATCH_MS } from "./event-impressions";
export { useSearchTracking, type SearchCriteria, type ShownResults } from "./use-search-tracking";
