import { belongsToListing } from "../core/event-card-facts";
import { routeCategories, type RouteCategory } from "../core/event-category";
import { LISTING_PICKUP_COUNT } from "../core/events/pickup-events";
import { buildPlpPath, emptyPlpParams, type PlpParams } from "../core/plp-params";

export { EVENT_LIST_SHELL_PATH } from "../core/plp-params";

export const EVENT_LIST_PAGE_SIZE = 20;

/** Gatsby matchPath of the shell: listings with two or more segments after the category (see below). */
export const EVENT_LIST_SHELL_MATCH_PATH = "/events/:category/:first/:second/*";

/** The fields of an Event node that decide which listings it appears in, and where. */
export type ListableEvent = {
  db_id: number;
  route_category: RouteCategory;
  graduate_years: readonly number[];
  industry_db_ids: readonly number[];
  prefecture_codes: readonly number[];
  has_live_schedule: boolean;
  updated_at: string;
};

export type EventListPageContext = {
  plp: PlpParams;
  /** The events of this page, in display order. */
  eventIds: number[];
  totalCount: number;
  totalPages: number;
  /** The ピックアップ section's events (first pages only), in display order; empty hides it. */
  pickupEventIds: number[];
};

export type PlannedEventListPage = { path: string; context: EventListPageContext };

export type EventListFilterValues = {
  graduateYears: readonly number[];
  businessCategoryIds: readonly number[];
  /** JIS codes; 0 = online. */
  prefectureCodes: readonly number[];
};

/** Newest first (spec sort `updated_at`), ties by id, newest id first. */
function byNewest(a: ListableEvent, b: ListableEvent): number {
  return b.updated_at.localeCompare(a.updated_at) || b.db_id - a.db_id;
}

/** The rule the API's listings follow too (core/event-card-facts.ts). */
function matches(event: ListableEvent, params: PlpParams): boolean {
  return belongsToListing(
    {
      graduateYears: event.graduate_years,
      industryIds: event.industry_db_ids,
      prefectureCodes: event.prefecture_codes,
      online: event.has_live_schedule,
    },
    params,
  );
}

function pagesOf(
  params: PlpParams,
  sortedEvents: readonly ListableEvent[],
  pickups: readonly ListableEvent[],
  allPages: boolean,
): PlannedEventListPage[] {
  const ids = sortedEvents.filter((event) => matches(event, params)).map((event) => event.db_id);
  const pickupEventIds = pickups
    .filter((event) => matches(event, params))
    .slice(0, LISTING_PICKUP_COUNT)
    .map((event) => event.db_id);
  const totalPages = Math.max(1, Math.ceil(ids.length / EVENT_LIST_PAGE_SIZE));
  const pageCount = allPages ? totalPages : 1;
  const pages: PlannedEventListPage[] = [];
  for (let page = 1; page <= pageCount; page += 1) {
    const plp = { ...params, page };
    const eventIds = ids.slice((page - 1) * EVENT_LIST_PAGE_SIZE, page * EVENT_LIST_PAGE_SIZE);
    pages.push({
      path: buildPlpPath(plp),
      context: {
        plp,
        eventIds,
        totalCount: ids.length,
        totalPages,
        pickupEventIds: page === 1 ? pickupEventIds : [],
      },
    });
  }
  return pages;
}

/**
 * The prerendered listings: for each category every page of the category listing, and the first page of
 * each single-filter listing (each graduate year, industry and prefecture in `filters`, even when empty).
 * Deeper pages of filtered listings are client-only: a prerendered page under the shell's matchPath would be
 * copied by Gatsby into match-paths.json, which ships in every page's first-load JavaScript.
 * `pickupIds`: the pickup events at build time in display order (core/events/pickup-events.ts pickupEventIds); each
 * first page shows those of them that match its filters.
 */
export function planEventListPages(
  events: readonly ListableEvent[],
  filters: EventListFilterValues,
  pickupIds: readonly number[] = [],
): PlannedEventListPage[] {
  const pages: PlannedEventListPage[] = [];
  const byId = new Map(events.map((event) => [event.db_id, event]));
  const allPickups = pickupIds.flatMap((id) => byId.get(id) ?? []);
  for (const category of routeCategories) {
    const sorted = events.filter((event) => event.route_category === category).sort(byNewest);
    const pickups = allPickups.filter((event) => event.route_category === category);
    const base = emptyPlpParams(category);
    const of = (params: PlpParams, allPages: boolean) => pagesOf(params, sorted, pickups, allPages);
    pages.push(...of(base, true));
    for (const graduateYear of filters.graduateYears) pages.push(...of({ ...base, graduateYear }, false));
    for (const businessCategoryId of filters.businessCategoryIds)
      pages.push(...of({ ...base, businessCategoryId }, false));
    for (const prefectureCode of filters.prefectureCodes) pages.push(...of({ ...base, prefectureCode }, false));
  }
  return pages;
}
