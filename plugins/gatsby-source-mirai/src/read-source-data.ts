import { queryBusinessCategories } from "./queries/query-business-categories";
import { queryCompanies } from "./queries/query-companies";
import { queryEvents } from "./queries/query-events";
import { queryFeatureFlags } from "./queries/query-feature-flags";
import { queryPrefectures } from "./queries/query-prefectures";
import { querySchedules } from "./queries/query-schedules";
import type { Queryable } from "./queries/queryable";
import { businessCategoryRowSchema, type BusinessCategoryRow } from "./schemas/business-category-row";
import { companyRowSchema, type CompanyRow } from "./schemas/company-row";
import { eventRowSchema, type EventRow } from "./schemas/event-row";
import { featureFlagRowSchema, type FeatureFlagRow } from "./schemas/feature-flag-row";
import { parseRows } from "./schemas/parse-rows";
import { prefectureRowSchema, type PrefectureRow } from "./schemas/prefecture-row";
import { scheduleRowSchema, type ScheduleRow } from "./schemas/schedule-row";

export type SourceData = {
  events: EventRow[];
  schedules: ScheduleRow[];
  companies: CompanyRow[];
  businessCategories: BusinessCategoryRow[];
  prefectures: PrefectureRow[];
  featureFlags: FeatureFlagRow[];
};

/**
 * Runs the six reads one after another (one connection; the local PGlite socket serves one client at a time)
 * and validates every row.
 */
export async function readSourceData(db: Queryable): Promise<SourceData> {
  const events = parseRows("events", eventRowSchema, await queryEvents(db));
  const schedules = parseRows("schedules", scheduleRowSchema, await querySchedules(db));
  const companies = parseRows("companies", companyRowSchema, await queryCompanies(db));
  const businessCategories = parseRows("business_categories", businessCategoryRowSchema, await queryBusinessCategories(db));
  const prefectures = parseRows("prefectures", prefectureRowSchema, await queryPrefectures(db));
  const featureFlags = parseRows("feature_flags", featureFlagRowSchema, await queryFeatureFlags(db));
  return { events, schedules, companies, businessCategories, prefectures, featureFlags };
}
