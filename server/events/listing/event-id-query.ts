import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { EventSort } from "../../../src/domain/api/event-list";
import type { EventCategory } from "../../../src/domain/event-category";
import { eventSearchCondition, eventSearchRank } from "../../search/event-search-sql";
import { jstDayRange, jstMonthRange } from "./jst-ranges";

/** Every filter an event list can apply, already converted from the query (see event-list-request.ts). */
export type EventFilters = {
  categories?: readonly EventCategory[];
  businessSubcategoryIds?: readonly number[];
  /** hosted by one of them or one of them takes part */
  companyIds?: readonly number[];
  /** targets at least one of these graduation years */
  graduates?: readonly number[];
  /** targets only years up to this one (past events) */
  untilGraduateYear?: number;
  isMiraiHostingEvent?: boolean;
  lowerLimitOfCompanyReview?: number;
  upperLimitOfCompanyReview?: number;
  pickupOnly?: boolean;
  /** every schedule has started (past events); otherwise no condition on time */
  pastOnly?: boolean;
  /** normalised free-word terms (src/domain/search-text.ts); each must match */
  searchTerms?: readonly string[];
  /** conditions one and the same (not canceled) schedule must meet */
  schedule?: {
    /** JIS codes, 0 = online */
    prefectures?: readonly number[];
    startFrom?: Date;
    startBefore?: Date;
    /** YYYY-MM-DD (JST) */
    days?: readonly string[];
    /** YYYY-MM (JST) */
    heldMonths?: readonly string[];
    deadlineFrom?: Date;
    deadlineBefore?: Date;
  };
};

export type EventIdQuery = {
  filters: EventFilters;
  sort: EventSort | "relevance";
  /** these ids come first (when they match), in this order */
  includeEventIds?: readonly number[];
  page: number;
  per: number;
  /** "as of": publication and creation must be at or before it; also the "now" of date-based sorts */
  asOf: Date;
};

export type EventIdPage = { ids: number[]; total: number };

const intArray = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

function anyOfRanges(column: SQL, ranges: readonly [Date, Date][]): SQL {
  return sql.join(
    ranges.map(([start, end]) => sql`(${column} >= ${instant(start)} and ${column} < ${instant(end)})`),
    sql` or `,
  );
}

function scheduleCondition(schedule: NonNullable<EventFilters["schedule"]>): SQL | null {
  const conditions: SQL[] = [];
  const { prefectures } = schedule;
  if (prefectures && prefectures.length > 0) {
    const places = prefectures.filter((code) => code !== 0);
    const parts: SQL[] = [];
    if (places.length > 0) parts.push(sql`s.prefecture_code = any(${intArray(places)})`);
    if (prefectures.includes(0)) parts.push(sql`(s.is_online or s.prefecture_code is null)`);
    conditions.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  if (schedule.startFrom) conditions.push(sql`s.start_at >= ${instant(schedule.startFrom)}`);
  if (schedule.startBefore) conditions.push(sql`s.start_at < ${instant(schedule.startBefore)}`);
  if (schedule.days && schedule.days.length > 0) conditions.push(sql`(${anyOfRanges(sql`s.start_at`, schedule.days.map(jstDayRange))})`);
  if (schedule.heldMonths && schedule.heldMonths.length > 0) {
    conditions.push(sql`(${anyOfRanges(sql`s.start_at`, schedule.heldMonths.map(jstMonthRange))})`);
  }
  if (schedule.deadlineFrom) conditions.push(sql`s.time_limit_at >= ${instant(schedule.deadlineFrom)}`);
  if (schedule.deadlineBefore) conditions.push(sql`s.time_limit_at < ${instant(schedule.deadlineBefore)}`);
  if (conditions.length === 0) return null;
  return sql`e.id in (select s.event_id from schedules s where not s.canceled and ${sql.join(conditions, sql` and `)})`;
}

// Conditions on other tables are written as `e.id in (subquery)` rather than correlated EXISTS: the whole matching
// set is needed anyway (for the total and the sort), and a hashed subquery beats one index probe per event.

function runningPromotionIds(asOf: Date): SQL {
  return sql`(select pc.event_id from promotion_contracts pc where pc.starts_at <= ${instant(asOf)} and pc.ends_at > ${instant(asOf)})`;
}

function whereClause(filters: EventFilters, asOf: Date): SQL {
  const conditions: SQL[] = [
    sql`e.published`,
    sql`e.published_at <= ${instant(asOf)}`,
    sql`e.created_at <= ${instant(asOf)}`,
  ];
  if (filters.categories && filters.categories.length > 0) {
    conditions.push(sql`e.category = any(${textArray(filters.categories)})`);
  }
  if (filters.graduates && filters.graduates.length > 0) {
    conditions.push(sql`e.graduate_years && ${sql.param([...filters.graduates])}::smallint[]`);
  }
  if (filters.untilGraduateYear !== undefined) {
    conditions.push(sql`exists (select 1 from unnest(e.graduate_years) as y where y <= ${filters.untilGraduateYear})`);
  }
  if (filters.businessSubcategoryIds && filters.businessSubcategoryIds.length > 0) {
    conditions.push(sql`e.id in (select ebs.event_id from event_business_subcategories ebs
      where ebs.business_subcategory_id = any(${intArray(filters.businessSubcategoryIds)}))`);
  }
  if (filters.companyIds && filters.companyIds.length > 0) {
    const ids = intArray(filters.companyIds);
    conditions.push(sql`(e.host_company_id = any(${ids}) or e.id in (select ec.event_id from event_companies ec where ec.company_id = any(${ids})))`);
  }
  if (filters.isMiraiHostingEvent !== undefined) conditions.push(sql`e.is_mirai_hosting_event = ${filters.isMiraiHostingEvent}`);
  if (filters.lowerLimitOfCompanyReview !== undefined) {
    conditions.push(sql`c.overall_score >= ${filters.lowerLimitOfCompanyReview}`);
  }
  if (filters.upperLimitOfCompanyReview !== undefined) {
    conditions.push(sql`c.overall_score <= ${filters.upperLimitOfCompanyReview}`);
  }
  if (filters.pickupOnly) conditions.push(sql`(e.is_pickup or e.id in ${runningPromotionIds(asOf)})`);
  if (filters.pastOnly) {
    conditions.push(sql`e.id in (select s.event_id from schedules s where not s.canceled)`);
    conditions.push(sql`e.id not in (select s.event_id from schedules s where not s.canceled and s.start_at >= ${instant(asOf)})`);
  }
  if (filters.schedule) {
    const condition = scheduleCondition(filters.schedule);
    if (condition) conditions.push(condition);
  }
  if (filters.searchTerms && filters.searchTerms.length > 0) conditions.push(eventSearchCondition(filters.searchTerms));
  return sql.join(conditions, sql` and `);
}

type SortPlan = {
  /** left joins of per-event aggregates the keys need */
  joins: SQL[];
  /** key expressions over e, c and the joins, each with its direction */
  keys: { value: SQL; direction: SQL }[];
};

const asc = sql`asc nulls last`;
const desc = sql`desc nulls last`;

function nextStartJoin(asOf: Date): SQL {
  return sql`left join (select s.event_id, min(s.start_at) as next_start_at from schedules s
    where not s.canceled and s.start_at >= ${instant(asOf)} group by s.event_id) ns on ns.event_id = e.id`;
}

function sortPlan(query: EventIdQuery): SortPlan {
  const { asOf } = query;
  switch (query.sort) {
    case "updated_at":
      return { joins: [], keys: [{ value: sql`e.updated_at`, direction: desc }] };
    case "start_at":
      return { joins: [nextStartJoin(asOf)], keys: [{ value: sql`ns.next_start_at`, direction: asc }] };
    case "time_limit_at":
      return {
        joins: [
          sql`left join (select s.event_id, min(s.time_limit_at) as next_deadline from schedules s
            where not s.canceled and not s.stopped_entry and s.time_limit_at >= ${instant(asOf)} group by s.event_id) nd on nd.event_id = e.id`,
        ],
        keys: [{ value: sql`nd.next_deadline`, direction: asc }],
      };
    case "company_review_scores":
      return { joins: [], keys: [{ value: sql`c.overall_score`, direction: desc }, { value: sql`e.updated_at`, direction: desc }] };
    case "start_at_and_company_count":
      return {
        joins: [
          nextStartJoin(asOf),
          sql`left join (select ec.event_id, count(*) as company_count from event_companies ec group by ec.event_id) cc on cc.event_id = e.id`,
        ],
        keys: [
          { value: sql`ns.next_start_at`, direction: asc },
          { value: sql`coalesce(cc.company_count, 0)`, direction: desc },
        ],
      };
    case "pickup_first":
      return {
        joins: [nextStartJoin(asOf)],
        keys: [
          { value: sql`(e.is_pickup or e.id in ${runningPromotionIds(asOf)})`, direction: desc },
          { value: sql`ns.next_start_at`, direction: asc },
        ],
      };
    case "recommended":
      // Anonymous visitors (the only kind until sign-in exists): popularity by clips and entries.
      return {
        joins: [
          sql`left join (select cl.event_id, count(*) as n from clips cl group by cl.event_id) pc on pc.event_id = e.id`,
          sql`left join (select en.event_id, count(*) as n from entries en group by en.event_id) pe on pe.event_id = e.id`,
        ],
        keys: [
          { value: sql`coalesce(pc.n, 0) + coalesce(pe.n, 0)`, direction: desc },
          { value: sql`e.updated_at`, direction: desc },
        ],
      };
    case "relevance":
      return {
        joins: [],
        keys: [
          { value: eventSearchRank(query.filters.searchTerms ?? []), direction: desc },
          { value: sql`e.updated_at`, direction: desc },
        ],
      };
  }
}

/**
 * One page of matching event ids and the total count, in one statement: the matching set (with its sort keys) is
 * computed once, counted, then sorted and cut.
 */
export async function findEventIds(db: Db, query: EventIdQuery): Promise<EventIdPage> {
  const plan = sortPlan(query);
  const keys = [...plan.keys];
  if (query.includeEventIds && query.includeEventIds.length > 0) {
    keys.unshift({ value: sql`array_position(${intArray(query.includeEventIds)}, e.id)`, direction: asc });
  }
  const columns = keys.map((key, index) => sql`${key.value} as ${sql.raw(`k${index}`)}`);
  const order = keys.map((key, index) => sql`${sql.raw(`k${index}`)} ${key.direction}`);
  const offset = (query.page - 1) * query.per;
  const result = await db.execute<{ id: number; total: number }>(sql`
    with matching as materialized (
      select e.id${columns.length > 0 ? sql`, ${sql.join(columns, sql`, `)}` : sql``}
      from events e
      left join companies c on c.id = e.host_company_id
      ${sql.join(plan.joins, sql` `)}
      where ${whereClause(query.filters, query.asOf)}
    )
    select m.id, (select count(*)::int from matching) as total
    from matching m
    order by ${sql.join([...order, sql`id desc`], sql`, `)}
    limit ${query.per} offset ${offset}`);
  if (result.rows.length > 0) return { ids: result.rows.map((row) => row.id), total: result.rows[0]!.total };
  if (offset === 0) return { ids: [], total: 0 };
  const count = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from events e left join companies c on c.id = e.host_company_id
    where ${whereClause(query.filters, query.asOf)}`);
  return { ids: [], total: count.rows[0]?.total ?? 0 };
}
