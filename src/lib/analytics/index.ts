export * from "./track";
export {
  analyticsCategoryFromPath,
  analyticsCategoryOfEvent,
  type AnalyticsCategory,
  type InteractionCategory,
} from "./analytics-category";
export type { AnalyticsEventName } from "./analytics-events";
export { useSeenOnce, INTERSECT_THRESHOLD } from "./use-seen-once";
