import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { ownFeatureEventSql } from "../../../db/sql/own-feature-event";
import type {
  EventClosestSchedule,
  EventHostCompany,
  EventLatestAd,
  EventLatestReview,
  EventListItem,
  EventListPrefecture,
} from "../../../core/api/event-list";
import type { EventCategory } from "../../../core/event-category";
import {
  cardImageUrl,
  eventCardFacts,
  graduateYearsLabel,
  ONLINE_PLACE,
  type CardSchedule,
} from "../../../core/event-card-facts";
import { groupByEvent } from "../../../core/group-by-event";
import { eventHostCompany, roundRating } from "../../event-records/event-host-company";

export type ListItemEventRow = {
  id: number;
  title: string;
  category: EventCategory;
  eye_catch_image_url: string | null;
  lottery: boolean;
  display_own_logo: boolean;
  is_trend_event: boolean;
  graduate_years: number[];
  grades: string[] | null;
  company_id: number | null;
  company_name: string | null;
  company_initial_char: string | null;
  square_logo_url: string | null;
  official_image_url: string | null;
  business_category_id: number | null;
  business_category_name: string | null;
  overall_score: string | null;
  has_companies: boolean;
  company_count: number;
  feature_event_id: number | null;
  clip_count: number;
};

export type ListItemScheduleRow = {
  id: number;
  event_id: number;
  start_at: string;
  time_limit_at: string;
  prefecture_code: number | null;
  prefecture_name: string | null;
  is_online: boolean;
  live_url: string | null;
  stopped_entry: boolean;
};

export type ReviewRow = {
  event_id: number;
  average: string;
  id: number;
  title: string;
  rating_overall: number;
  graduate_year: number;
  created_at: string;
};

export type AdRow = {
  event_id: number;
  id: number;
  publication_type: string;
  image_url: string | null;
  catch_copy: string | null;
};

/** The driver hands timestamptz over as Postgres text ("2026-11-22 03:04:00.123+00"). */
function isoInstant(value: string): string {
  return new Date(value).toISOString();
}

function idArray(ids: readonly number[]) {
  return sql`${sql.param([...ids])}::int[]`;
}

async function loadEventRows(db: Db, ids: readonly number[]): Promise<ListItemEventRow[]> {
  const result = await db.execute<ListItemEventRow>(sql`
    select e.id, e.title, e.category, e.eye_catch_image_url, e.lottery, e.display_own_logo, e.is_trend_event,
           e.graduate_years, e.grades,
           c.id as company_id, c.name as company_name, c.initial_char as company_initial_char, c.square_logo_url, c.official_image_url,
           bc.id as business_category_id, bc.name as business_category_name, c.overall_score::text as overall_score,
           exists (select 1 from event_companies ec where ec.event_id = e.id and ec.company_id is distinct from e.host_company_id) as has_companies,
           (select count(distinct ec.company_id)::int from event_companies ec where ec.event_id = e.id) as company_count,
           ${sql.raw(ownFeatureEventSql("e.id"))} as feature_event_id,
           (select count(*)::int from clips cl where cl.event_id = e.id) as clip_count
    from events e
    left join companies c on c.id = e.host_company_id
    left join business_categories bc on bc.id = c.business_category_id
    where e.id = any(${idArray(ids)})`);
  return result.rows;
}

async function loadScheduleRows(db: Db, ids: readonly number[]): Promise<ListItemScheduleRow[]> {
  const result = await db.execute<ListItemScheduleRow>(sql`
    select s.id, s.event_id, s.start_at, s.time_limit_at, s.prefecture_code, p.name as prefecture_name, s.is_online, s.live_url,
           s.stopped_entry
    from schedules s
    left join prefectures p on p.code = s.prefecture_code
    where s.event_id = any(${idArray(ids)}) and not s.canceled
    order by s.event_id, s.start_at, s.id`);
  return result.rows;
}

async function loadReviewRows(db: Db, ids: readonly number[]): Promise<ReviewRow[]> {
  const result = await db.execute<ReviewRow>(sql`
    select distinct on (r.event_id) r.event_id,
           (avg(r.rating_overall) over (partition by r.event_id))::text as average,
           r.id, r.title, r.rating_overall, r.graduate_year, r.created_at
    from event_reviews r
    where r.event_id = any(${idArray(ids)})
    order by r.event_id, r.created_at desc, r.id desc`);
  return result.rows;
}

async function loadAdRows(db: Db, ids: readonly number[], now: Date): Promise<AdRow[]> {
  const result = await db.execute<AdRow>(sql`
    select distinct on (pc.event_id) pc.event_id, pc.id, pc.publication_type, pc.image_url, pc.catch_copy
    from promotion_contracts pc
    where pc.event_id = any(${idArray(ids)}) and pc.starts_at <= ${now.toISOString()} and pc.ends_at > ${now.toISOString()}
    order by pc.event_id, pc.starts_at desc, pc.id desc`);
  return result.rows;
}

function hostCompany(row: ListItemEventRow): EventHostCompany | null {
  if (row.company_id === null || row.company_name === null || row.company_initial_char === null) return null;
  return eventHostCompany({
    ...row,
    id: row.company_id,
    name: row.company_name,
    initial_char: row.company_initial_char,
  });
}

/** Canceled schedules are not loaded (nor in the catalogue snapshot), so only a stop closes one early. */
function cardSchedule(schedule: ListItemScheduleRow): CardSchedule {
  return {
    startMs: Date.parse(schedule.start_at),
    timeLimitMs: Date.parse(schedule.time_limit_at),
    canceled: false,
    stoppedEntry: schedule.stopped_entry,
    isOnline: schedule.is_online,
    prefectureCode: schedule.prefecture_code,
  };
}

/** Online first (code 0), then the prefectures of in-person schedules by code. */
function prefecturesOf(
  schedules: readonly ListItemScheduleRow[],
  codes: readonly number[],
  online: boolean,
): EventListPrefecture[] {
  const names = new Map(schedules.map((schedule) => [schedule.prefecture_code, schedule.prefecture_name ?? ""]));
  return [...(online ? [ONLINE_PLACE] : []), ...codes.map((code) => ({ code, name: names.get(code) ?? "" }))];
}

function closestScheduleOf(schedule: ListItemScheduleRow | null): EventClosestSchedule | null {
  if (!schedule) return null;
  return {
    id: schedule.id,
    start_at: isoInstant(schedule.start_at),
    time_limit_at: isoInstant(schedule.time_limit_at),
  };
}

function latestReview(row: ReviewRow | undefined): EventLatestReview | null {
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    rating_overall: row.rating_overall,
    graduate_year: row.graduate_year,
    created_at: isoInstant(row.created_at),
  };
}

function latestAd(row: AdRow | undefined): EventLatestAd | null {
  return row
    ? { id: row.id, publication_type: row.publication_type, image_url: row.image_url, catch_copy: row.catch_copy }
    : null;
}

export function serializeEventListItem(
  row: ListItemEventRow,
  schedules: readonly ListItemScheduleRow[],
  review: ReviewRow | undefined,
  ad: AdRow | undefined,
  now: Date,
): EventListItem {
  const graduateYear = row.graduate_years.length > 0 ? Math.min(...row.graduate_years) : null;
  const facts = eventCardFacts(row.graduate_years, schedules, cardSchedule, now.getTime());
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    eye_catch_image: row.eye_catch_image_url,
    eye_catch_image_url: cardImageUrl(row.eye_catch_image_url, row.official_image_url),
    latest_official_image: row.official_image_url,
    latest_ad: latestAd(ad),
    lottery: row.lottery,
    display_own_logo: row.display_own_logo,
    company: hostCompany(row),
    has_companies: row.has_companies,
    company_count: row.company_count,
    feature_event_id: row.feature_event_id,
    schedule_count: facts.scheduleCount,
    prefectures: prefecturesOf(schedules, facts.prefectureCodes, facts.online),
    has_live_schedule: facts.online,
    closest_schedule: closestScheduleOf(facts.closestSchedule),
    is_trend_event: row.is_trend_event,
    has_record_on_current_user_university: false,
    latest_review: latestReview(review),
    clip_count: row.clip_count,
    clipped: false,
    short_graduate_year: graduateYear === null ? null : graduateYearsLabel(row.graduate_years),
    short_graduate_years: facts.shortGraduateYears,
    review_total_rating_average: review ? roundRating(review.average) : null,
    grade: row.grades && row.grades.length > 0 ? row.grades.join("・") : null,
    graduate_year: graduateYear,
  };
}

/**
 * List items of the given events in the order of `ids` (unknown ids are skipped), in four set-based queries
 * whatever the number of ids. Does not check publication: callers choose which ids to show.
 * `now` decides the closest schedule and the running ad.
 */
export async function loadEventListItems(
  db: Db,
  ids: readonly number[],
  now: Date = new Date(),
): Promise<EventListItem[]> {
  if (ids.length === 0) return [];
  const [eventRows, scheduleRows, reviewRows, adRows] = await Promise.all([
    loadEventRows(db, ids),
    loadScheduleRows(db, ids),
    loadReviewRows(db, ids),
    loadAdRows(db, ids, now),
  ]);
  const schedulesByEvent = groupByEvent(scheduleRows);
  const reviewByEvent = new Map(reviewRows.map((row) => [row.event_id, row]));
  const adByEvent = new Map(adRows.map((row) => [row.event_id, row]));
  const rowById = new Map(eventRows.map((row) => [row.id, row]));
  const items: EventListItem[] = [];
  for (const id of ids) {
    const row = rowById.get(id);
    if (!row) continue;
    items.push(
      serializeEventListItem(row, schedulesByEvent.get(id) ?? [], reviewByEvent.get(id), adByEvent.get(id), now),
    );
  }
  return items;
}
