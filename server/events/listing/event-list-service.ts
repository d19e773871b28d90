import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  EVENT_LIST_DEFAULT_PER,
  type AppEventFreeWordSearchQuery,
  type EventFreeWordSearchQuery,
  type EventListQuery,
  type EventListResponse,
  type EventSort,
  type PastEventsQuery,
} from "../../../core/api/event-list";
import { searchTerms } from "../../../core/search-text";
import { ApiError } from "../../platform/http/api-error";
import { findSearchCandidates } from "../../search/event-search-candidates";
import { catalogueListItems } from "../catalogue/catalogue-list-items";
import { readCatalogue } from "../catalogue/current-catalogue";
import type { EventFilters } from "../catalogue/event-filters";
import { universityRecordEventIds } from "../../entries/university-record";
import { selectEvents } from "../catalogue/select-events";
import { lowerBound, upperBoundExclusive } from "./jst-ranges";

type FilterQuery = Partial<Omit<EventListQuery, "include_event_ids">> & { affiliated?: boolean };

/** The parameters that narrow a list to the signed-in student (`affiliated`: the app free-word search only). */
const studentParameters = [
  "companies_to_follow",
  "search_by_current_user_graduate_year",
  "need_current_user_graduate_year_limits",
  "affiliated",
] as const;

/** Whether the query names a parameter that needs a signed-in student (the route then requires one). */
export function hasStudentParameters(query: FilterQuery): boolean {
  return studentParameters.some((name) => query[name] === true);
}

/** 401 for a student parameter without a signed-in student. */
export function rejectStudentOnlyParameters(query: FilterQuery, viewerId?: string | null): void {
  const named = viewerId ? undefined : studentParameters.find((name) => query[name] === true);
  if (named) throw new ApiError(401, "unauthorized", `Parameter "${named}" needs a signed-in student`);
}

/**
 * Narrows the filters to the signed-in student: `companies_to_follow` keeps events hosted by or with a followed
 * company (company_ids, when also given, narrowed to followed ones); `search_by_current_user_graduate_year` and
 * `need_current_user_graduate_year_limits` keep events that target the student's graduation year (graduates, when also
 * given, narrowed to it); a student with no graduation year is not narrowed by year; `affiliated` keeps events with a
 * record at the student's university (server/entries/university-record.ts, the same condition as `has_record_on_current_user_university`;
 * docs/decisions/affiliated-search.md). Null when nothing can match.
 */
async function narrowToStudent(
  db: Db,
  query: FilterQuery,
  filters: EventFilters,
  viewerId: string | null | undefined,
): Promise<EventFilters | null> {
  rejectStudentOnlyParameters(query, viewerId);
  if (!viewerId || !studentParameters.some((name) => query[name] === true)) return filters;
  const result = await db.execute(sql`
    select u.graduate_year::int as graduate_year,
      coalesce((select json_agg(f.company_id) from follows f where f.user_id = u.id), '[]'::json) as followed
    from users u where u.id = ${viewerId}`);
  const student = result.rows[0] as { graduate_year: number | null; followed: number[] } | undefined;
  if (!student) throw new ApiError(401, "unauthorized", "The signed-in account no longer exists");
  const narrowed: EventFilters = { ...filters };
  if (query.affiliated) {
    const eventIds = new Set(await universityRecordEventIds(db, viewerId));
    if (eventIds.size === 0) return null;
    narrowed.eventIds = eventIds;
  }
  if (query.companies_to_follow) {
    const given = filters.companyIds && filters.companyIds.length > 0 ? new Set(filters.companyIds) : null;
    const companyIds = student.followed.filter((id) => !given || given.has(id));
    if (companyIds.length === 0) return null;
    narrowed.companyIds = companyIds;
  }
  if (
    (query.search_by_current_user_graduate_year || query.need_current_user_graduate_year_limits) &&
    student.graduate_year !== null
  ) {
    const year = student.graduate_year;
    if (filters.graduates && filters.graduates.length > 0 && !filters.graduates.includes(year)) return null;
    narrowed.graduates = [year];
  }
  return narrowed;
}

const noEvents = (): EventListResponse => ({ events: [], total_counts: 0 });

export function filtersFromQuery(query: FilterQuery): EventFilters {
  return {
    categories: query.category ? [query.category] : undefined,
    businessSubcategoryIds: query.business_subcategory_ids,
    companyIds: query.company_ids,
    graduates: query.graduates,
    isMiraiHostingEvent: query.is_mirai_hosting_event,
    lowerLimitOfCompanyReview: query.lower_limit_of_company_review,
    upperLimitOfCompanyReview: query.upper_limit_of_company_review,
    schedule: {
      prefectures: query.prefectures,
      startFrom: query.start_at ? lowerBound(query.start_at) : undefined,
      startBefore: query.end_at ? upperBoundExclusive(query.end_at) : undefined,
      days: query.days,
      heldMonths: query.held_months,
      deadlineFrom: query.since_time_limit_at ? lowerBound(query.since_time_limit_at) : undefined,
      deadlineBefore: query.until_time_limit_at ? upperBoundExclusive(query.until_time_limit_at) : undefined,
    },
  };
}

type ListOptions = {
  filters: EventFilters;
  sort: EventSort | "relevance";
  page?: number;
  per?: number;
  includeEventIds?: readonly number[];
  timestamp?: string;
  /** the signed-in student whose clips set `clipped`; null for anonymous requests */
  viewerUserId?: string | null;
};

/**
 * Filters, sorts and pages the in-memory catalogue snapshot (server/events/catalogue/), then reads the page's clip
 * counts and reviews with the catalogue revision: one query per list (two with free words) whatever the filters.
 */
async function listEvents(db: Db, options: ListOptions, now: Date): Promise<EventListResponse> {
  const asOf = options.timestamp ? new Date(options.timestamp) : now;
  const terms = options.filters.searchTerms ?? [];
  const searchCandidates = terms.length > 0 ? await findSearchCandidates(db, terms) : undefined;
  return readCatalogue(
    db,
    async (snapshot) => {
      const { ids, total } = selectEvents(snapshot, {
        filters: options.filters,
        sort: options.sort,
        includeEventIds: options.includeEventIds,
        page: options.page ?? 1,
        per: options.per ?? EVENT_LIST_DEFAULT_PER,
        asOf,
        searchCandidates,
      });
      const { items, revision } = await catalogueListItems(db, snapshot, ids, asOf, options.viewerUserId ?? null);
      return { value: { events: items, total_counts: total }, revision };
    },
    now.getTime(),
  );
}

/** Who asks and when: a signed-in student's id (their clips, their graduation year filters) and the instant of "now". */
export type ListContext = { now?: Date; viewerId?: string | null };

/** GET /api/v1/events. */
export async function listEventsForQuery(
  db: Db,
  query: EventListQuery,
  { now = new Date(), viewerId }: ListContext = {},
): Promise<EventListResponse> {
  const filters = await narrowToStudent(db, query, filtersFromQuery(query), viewerId);
  if (!filters) return noEvents();
  return listEvents(
    db,
    {
      filters,
      sort: query.sort ?? "updated_at",
      page: query.page,
      per: query.per,
      includeEventIds: query.include_event_ids,
      timestamp: query.timestamp,
      viewerUserId: viewerId ?? null,
    },
    now,
  );
}

/** GET /api/v1/events/joint_job_fairs: gosetsu only, by date then number of companies unless sorted otherwise. */
export async function listJointJobFairs(
  db: Db,
  query: EventListQuery,
  context: ListContext = {},
): Promise<EventListResponse> {
  return listEventsForQuery(
    db,
    { ...query, category: "gosetsu", sort: query.sort ?? "start_at_and_company_count" },
    context,
  );
}

/** Free-word search: every word must match; ranked (title > company > description, then newest) unless `sort` is given. */
export async function searchEvents(
  db: Db,
  query: EventFreeWordSearchQuery | (AppEventFreeWordSearchQuery & FilterQuery),
  { now = new Date(), viewerId }: ListContext = {},
): Promise<EventListResponse> {
  const narrowed = await narrowToStudent(db, query, filtersFromQuery(query), viewerId);
  if (!narrowed) return noEvents();
  const terms = searchTerms(query.search_query ?? "");
  const filters = { ...narrowed, searchTerms: terms };
  return listEvents(
    db,
    {
      filters,
      sort: query.sort ?? (terms.length > 0 ? "relevance" : "updated_at"),
      page: query.page,
      per: query.per,
      timestamp: "timestamp" in query ? query.timestamp : undefined,
      viewerUserId: viewerId ?? null,
    },
    now,
  );
}

/** GET /api/v1/events/joint_job_fairs/free_word_search. */
export async function searchJointJobFairs(
  db: Db,
  query: EventFreeWordSearchQuery,
  context: ListContext = {},
): Promise<EventListResponse> {
  return searchEvents(db, { ...query, category: "gosetsu" }, context);
}

/** GET /api/v1/pickup_events: pickup or promoted events under the same filters, soonest first. */
export async function listPickupEvents(
  db: Db,
  query: EventListQuery,
  { now = new Date(), viewerId }: ListContext = {},
) {
  const filters = await narrowToStudent(db, query, filtersFromQuery(query), viewerId);
  if (!filters) return { pickup_events: [] };
  const { events } = await listEvents(
    db,
    {
      filters: { ...filters, pickupOnly: true },
      sort: query.sort ?? "start_at",
      page: query.page,
      per: query.per,
      includeEventIds: query.include_event_ids,
      timestamp: query.timestamp,
      viewerUserId: viewerId ?? null,
    },
    now,
  );
  return { pickup_events: events };
}

/** GET /api/v1/events/past_events: events whose schedules have all started, most recently updated first. */
export async function listPastEvents(
  db: Db,
  query: PastEventsQuery,
  { now = new Date(), viewerId = null }: ListContext = {},
): Promise<EventListResponse> {
  const prefectures = query.prefecture_ids && query.prefecture_ids.length > 0 ? [...query.prefecture_ids] : undefined;
  if (prefectures && query.include_online && !prefectures.includes(0)) prefectures.push(0);
  return listEvents(
    db,
    {
      filters: {
        categories: [query.category],
        businessSubcategoryIds: query.business_subcategory_ids,
        untilGraduateYear: query.until_graduate_year,
        pastOnly: true,
        schedule: { prefectures },
      },
      sort: "updated_at",
      page: query.page,
      per: query.per,
      viewerUserId: viewerId,
    },
    now,
  );
}

/** GET /app_api/v1/mirai_hosting_events: events Mirai hosts itself, soonest first. */
export async function listMiraiHostingEvents(
  db: Db,
  query: { page?: number; per?: number },
  { now = new Date(), viewerId = null }: ListContext = {},
): Promise<EventListResponse> {
  return listEvents(
    db,
    {
      filters: { isMiraiHostingEvent: true },
      sort: "start_at",
      page: query.page,
      per: query.per,
      viewerUserId: viewerId,
    },
    now,
  );
}
