import { toRouteCategory, type EventCategory, type RouteCategory } from "../../core/event-category";
import { cardImageUrl, eventCardFacts, graduateYearsLabel, targetGraduateYears } from "../../core/event-card-facts";
import type { SourceEventRow } from "../schemas/event-row";
import type { SourceScheduleRow } from "../schemas/schedule-row";
import { cardSchedule } from "./closest-schedule";
import { toIso, toIsoOrNull } from "./to-iso";

export type ClosestScheduleFields = {
  db_id: number;
  start_at: string;
  time_limit_at: string | null;
};

export type EventNodeFields = {
  db_id: number;
  title: string;
  category: EventCategory;
  route_category: RouteCategory;
  eye_catch_image_url: string | null;
  lottery: boolean;
  display_own_logo: boolean;
  is_trend_event: boolean;
  is_pickup: boolean;
  is_mirai_hosting_event: boolean;
  graduate_years: number[];
  short_graduate_years: string[];
  /** All target years in one label, e.g. "27卒・28卒"; empty when the event targets no year. */
  short_graduate_year: string;
  /** JIS codes of in-person schedules (core/event-card-facts.ts) */
  prefecture_codes: number[];
  /** some schedule is held online (the card's オンライン, listing pref-0) */
  has_live_schedule: boolean;
  schedule_count: number;
  closest_schedule: ClosestScheduleFields | null;
  /** the latest start of its schedules (core hasTakenPlace: a past event once it is before now) */
  last_start_at: string | null;
  host_company_db_id: number | null;
  company_db_ids: number[];
  /** participating companies (a card without a host says 参加企業 N社) */
  company_count: number;
  has_companies: boolean;
  business_category_db_id: number | null;
  /** which ind-N listings hold the event: the business categories of its business subcategories */
  industry_db_ids: number[];
  clip_count: number;
  review_total_rating_average: number | null;
  published_at: string;
  updated_at: string;
  schedule_db_ids: number[];
};

function uniqueInOrder(values: readonly number[]): number[] {
  return [...new Set(values)];
}

/**
 * Event node fields from the event row and all of its schedules. `now` is the build time: it decides
 * which schedule is still open. Canceled schedules are neither counted nor shown as places.
 */
export function buildEventNode(
  row: SourceEventRow,
  schedules: readonly SourceScheduleRow[],
  now: Date,
): EventNodeFields {
  const ownSchedules = schedules.filter((schedule) => schedule.event_id === row.id);
  const facts = eventCardFacts(row.graduate_years, ownSchedules, cardSchedule, now.getTime());
  const closest = facts.closestSchedule;
  const companyIds = uniqueInOrder(row.company_ids);
  const scheduleIdsByStart = [...ownSchedules]
    .sort((a, b) => a.start_at.getTime() - b.start_at.getTime() || a.id - b.id)
    .map((schedule) => schedule.id);

  return {
    db_id: row.id,
    title: row.title,
    category: row.category,
    route_category: toRouteCategory(row.category),
    eye_catch_image_url: cardImageUrl(row.eye_catch_image_url, row.host_official_image_url),
    lottery: row.lottery,
    display_own_logo: row.display_own_logo,
    is_trend_event: row.is_trend_event,
    is_pickup: row.is_pickup,
    is_mirai_hosting_event: row.is_mirai_hosting_event,
    graduate_years: targetGraduateYears(row.graduate_years),
    short_graduate_years: facts.shortGraduateYears,
    short_graduate_year: graduateYearsLabel(row.graduate_years),
    prefecture_codes: facts.prefectureCodes,
    has_live_schedule: facts.online,
    schedule_count: facts.scheduleCount,
    closest_schedule:
      closest === null
        ? null
        : { db_id: closest.id, start_at: toIso(closest.start_at), time_limit_at: toIsoOrNull(closest.time_limit_at) },
    last_start_at: facts.lastStartMs === null ? null : new Date(facts.lastStartMs).toISOString(),
    host_company_db_id: row.host_company_id,
    company_db_ids: companyIds,
    company_count: companyIds.length,
    has_companies: row.company_ids.length > 0,
    business_category_db_id: row.business_category_id,
    industry_db_ids: row.industry_ids,
    clip_count: row.clip_count,
    review_total_rating_average: row.review_total_rating_average,
    published_at: toIso(row.published_at),
    updated_at: toIso(row.updated_at),
    schedule_db_ids: scheduleIdsByStart,
  };
}
