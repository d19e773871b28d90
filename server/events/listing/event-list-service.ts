import type { Db } from "../../../db/client";
import {
  EVENT_LIST_DEFAULT_PER,
  type AppEventFreeWordSearchQuery,
  type EventFreeWordSearchQuery,
  type EventListQuery,
  type EventListResponse,
  type EventSort,
  type PastEventsQuery,
} from "../../../src/domain/api/event-list";
import { searchTerms } from "../../../src/domain/search-text";
import { ApiError } from "../../http/api-error";
import { findSearchCandidates } from "../../search/event-search-candidates";
import { catalogueListItems } from "../catalogue/catalogue-list-items";
import { readCatalogue } from "../catalogue/current-catalogue";
import type { EventFilters } from "../catalogue/event-filters";
import { selectEvents } from "../catalogue/select-events";
import { lowerBound, upperBoundExclusive } from "./jst-ranges";

type FilterQuery = Partial<Omit<EventListQuery, "include_event_ids">> & { affiliated?: boolean };

/** Parameters that need a signed-in student. Student sign-in arrives with a later issue: until then nobody is signed in. */
export function rejectStudentOnlyParameters(query: FilterQuery): void {
  const named = (
    [
      ["companies_to_follow", query.companies_to_follow],
      ["search_by_current_user_graduate_year", query.search_by_current_user_graduate_year],
      ["need_current_user_graduate_year_limits", query.need_current_user_graduate_year_limits],
      ["affiliated", query.affiliated],
    ] as const
  ).find(([, value]) => value === true);
  if (named) throw new ApiError(401, "unauthorized", `Parameter "${named[0]}" needs a signed-in student`);
}

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

/** GET /api/v1/events. */
export async function listEventsForQuery(db: Db, query: EventListQuery, now = new Date(), viewerUserId: string | null = null): Promise<EventListResponse> {
  rejectStudentOnlyParameters(query);
  return listEvents(
    db,
    {
      filters: filtersFromQuery(query),
      sort: query.sort ?? "updated_at",
      page: query.page,
      per: query.per,
      includeEventIds: query.include_event_ids,
      timestamp: query.timestamp,
      viewerUserId,
    },
    now,
  );
}

/** GET /api/v1/events/joint_job_fairs: gosetsu only, by date then number of companies unless sorted otherwise. */
export async function listJointJobFairs(db: Db, query: EventListQuery, now = new Date(), viewerUserId: string | null = null): Promise<EventListResponse> {
  return listEventsForQuery(db, { ...query, category: "gosetsu", sort: query.sort ?? "start_at_and_company_count" }, now, viewerUserId);
}

/** Free-word search: every word must match; ranked (title > company > description, then newest) unless `sort` is given. */
export async function searchEvents(
  db: Db,
  query: EventFreeWordSearchQuery | (AppEventFreeWordSearchQuery & FilterQuery),
  now = new Date(),
  viewerUserId: string | null = null,
): Promise<EventListResponse> {
  rejectStudentOnlyParameters(query);
  const terms = searchTerms(query.search_query ?? "");
  const filters = { ...filtersFromQuery(query), searchTerms: terms };
  return listEvents(
    db,
    {
      filters,
      sort: query.sort ?? (terms.length > 0 ? "relevance" : "updated_at"),
      page: query.page,
      per: query.per,
      timestamp: "timestamp" in query ? query.timestamp : undefined,
      viewerUserId,
    },
    now,
  );
}

/** GET /api/v1/events/joint_job_fairs/free_word_search. */
export async function searchJointJobFairs(db: Db, query: EventFreeWordSearchQuery, now = new Date(), viewerUserId: string | null = null): Promise<EventListResponse> {
  return searchEvents(db, { ...query, category: "gosetsu" }, now, viewerUserId);
}

/** GET /api/v1/pickup_events: pickup or promoted events under the same filters, soonest first. */
export async function listPickupEvents(db: Db, query: EventListQuery, now = new Date(), viewerUserId: string | null = null) {
  rejectStudentOnlyParameters(query);
  const { events } = await listEvents(
    db,
    {
      filters: { ...filtersFromQuery(query), pickupOnly: true },
      sort: query.sort ?? "start_at",
      page: query.page,
      per: query.per,
      includeEventIds: query.include_event_ids,
      timestamp: query.timestamp,
      viewerUserId,
    },
    now,
  );
  return { pickup_events: events };
}

/** GET /api/v1/events/past_events: events whose schedules have all started, most recently updated first. */
export async function listPastEvents(db: Db, query: PastEventsQuery, now = new Date(), viewerUserId: string | null = null): Promise<EventListResponse> {
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
      viewerUserId,
    },
    now,
  );
}

/** GET /app_api/v1/mirai_hosting_events: events Mirai hosts itself, soonest first. */
export async function listMiraiHostingEvents(
  db: Db,
  query: { page?: number; per?: number },
  now = new Date(),
  viewerUserId: string | null = null,
): Promise<EventListResponse> {
  return listEvents(db, { filters: { isMiraiHostingEvent: true }, sort: "start_at", page: query.page, per: query.per, viewerUserId }, now);
}
