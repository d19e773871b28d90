export * from "./track";
export { analyticsCategoryFromPath, analyticsCategoryOfEvent, type AnalyticsCategory, type InteractionCategory } from "./analytics-category";
export { analyticsEventNames, type AnalyticsEventName } from "./analytics-events";
export { useSeenOnce, INTERSECT_THRESHOLD } from "./use-seen-once";
// Not re-exported here, so that pages importing the index do not carry them: event-impressions (the lazily loaded
// event card list tracking imports it) and use-search-tracking (the search pages import it).
