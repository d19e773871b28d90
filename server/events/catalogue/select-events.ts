import type { EventSort } from "../../../src/domain/api/event-list";
import { SEARCH_SECTION_SEPARATOR } from "../../../src/domain/search-text";
import { jstDayRange, jstMonthRange } from "../listing/jst-ranges";
import type { CatalogueEvent, CatalogueSchedule, CatalogueSnapshot } from "./catalogue-snapshot";
import type { EventFilters } from "./event-filters";
import { smallestK } from "./smallest-k";

export type EventSelectionQuery = {
  filters: EventFilters;
  sort: EventSort | "relevance";
  /** these ids come first (when they match), in this order */
  includeEventIds?: readonly number[];
  page: number;
  per: number;
  /** "as of": publication and creation must be at or before it; also the "now" of date-based sorts */
  asOf: Date;
  /** ids in which the search index found every gram of `filters.searchTerms`; whole terms are confirmed here */
  searchCandidates?: ReadonlySet<number>;
};

export type EventSelection = { ids: number[]; total: number };

type Predicate = (event: CatalogueEvent) => boolean;
type Range = readonly [number, number];

// Plain loops below: a callback per event or schedule would allocate a closure each time on the hot path.
function intersects(values: readonly number[], wanted: ReadonlySet<number>): boolean {
  for (const value of values) if (wanted.has(value)) return true;
  return false;
}

function inAnyRange(value: number, ranges: readonly Range[]): boolean {
  for (const [start, end] of ranges) if (value >= start && value < end) return true;
  return false;
}

function allPass<T>(checks: readonly ((item: T) => boolean)[], item: T): boolean {
  for (const check of checks) if (!check(item)) return false;
  return true;
}
const msRange = ([start, end]: [Date, Date]): Range => [start.getTime(), end.getTime()];

function schedulePredicate(schedule: NonNullable<EventFilters["schedule"]>): ((s: CatalogueSchedule) => boolean) | null {
  const checks: ((s: CatalogueSchedule) => boolean)[] = [];
  if (schedule.prefectures && schedule.prefectures.length > 0) {
    const places = new Set(schedule.prefectures.filter((code) => code !== 0));
    const online = schedule.prefectures.includes(0);
    checks.push(
      (s) => (s.prefecture_code !== null && places.has(s.prefecture_code)) || (online && (s.is_online || s.prefecture_code === null)),
    );
  }
  const { startFrom, startBefore, deadlineFrom, deadlineBefore } = schedule;
  if (startFrom) checks.push((s) => s.startMs >= startFrom.getTime());
  if (startBefore) checks.push((s) => s.startMs < startBefore.getTime());
  if (schedule.days && schedule.days.length > 0) {
    const ranges = schedule.days.map((day) => msRange(jstDayRange(day)));
    checks.push((s) => inAnyRange(s.startMs, ranges));
  }
  if (schedule.heldMonths && schedule.heldMonths.length > 0) {
    const ranges = schedule.heldMonths.map((month) => msRange(jstMonthRange(month)));
    checks.push((s) => inAnyRange(s.startMs, ranges));
  }
  if (deadlineFrom) checks.push((s) => s.timeLimitMs >= deadlineFrom.getTime());
  if (deadlineBefore) checks.push((s) => s.timeLimitMs < deadlineBefore.getTime());
  if (checks.length === 0) return null;
  return (s) => allPass(checks, s);
}

function isPromotedAt(event: CatalogueEvent, asOfMs: number): boolean {
  return event.isPickup || event.promotions.some((promotion) => promotion.startsMs <= asOfMs && promotion.endsMs > asOfMs);
}

function predicates(query: EventSelectionQuery): Predicate[] {
  const { filters } = query;
  const asOfMs = query.asOf.getTime();
  const list: Predicate[] = [(event) => event.publishedMs <= asOfMs && event.createdMs <= asOfMs];
  if (filters.categories && filters.categories.length > 0) {
    const categories = new Set(filters.categories);
    list.push((event) => categories.has(event.category));
  }
  if (filters.graduates && filters.graduates.length > 0) {
    const years = new Set(filters.graduates);
    list.push((event) => intersects(event.graduateYears, years));
  }
  const { untilGraduateYear, lowerLimitOfCompanyReview: lower, upperLimitOfCompanyReview: upper } = filters;
  if (untilGraduateYear !== undefined) list.push((event) => event.graduateYears.some((year) => year <= untilGraduateYear));
  if (filters.businessSubcategoryIds && filters.businessSubcategoryIds.length > 0) {
    const ids = new Set(filters.businessSubcategoryIds);
    list.push((event) => intersects(event.businessSubcategoryIds, ids));
  }
  if (filters.companyIds && filters.companyIds.length > 0) {
    const ids = new Set(filters.companyIds);
    list.push((event) => intersects(event.companyIds, ids));
  }
  if (filters.isMiraiHostingEvent !== undefined) list.push((event) => event.isMiraiHostingEvent === filters.isMiraiHostingEvent);
  if (lower !== undefined) list.push((event) => event.hostScore !== null && event.hostScore >= lower);
  if (upper !== undefined) list.push((event) => event.hostScore !== null && event.hostScore <= upper);
  if (filters.pickupOnly) list.push((event) => isPromotedAt(event, asOfMs));
  if (filters.pastOnly) list.push((event) => event.schedules.length > 0 && event.schedules.every((s) => s.startMs < asOfMs));
  const onSchedule = filters.schedule ? schedulePredicate(filters.schedule) : null;
  if (onSchedule) {
    list.push((event) => {
      for (const s of event.schedules) if (onSchedule(s)) return true;
      return false;
    });
  }
  const terms = filters.searchTerms ?? [];
  if (terms.length > 0) {
    const candidates = query.searchCandidates ?? new Set<number>();
    list.push((event) => candidates.has(event.id) && terms.every((term) => event.searchText.includes(term)));
  }
  return list;
}

/** Per term: 3 when it occurs in the title, 2 in a company name or reading, 1 in the description only. */
export function searchRank(searchText: string, terms: readonly string[]): number {
  const titleEnd = searchText.indexOf(SEARCH_SECTION_SEPARATOR);
  const companiesEnd = searchText.indexOf(SEARCH_SECTION_SEPARATOR, titleEnd + 1);
  let rank = 0;
  for (const term of terms) {
    const at = searchText.indexOf(term);
    rank += at >= 0 && at + term.length <= titleEnd ? 3 : at > titleEnd && searchText.slice(titleEnd + 1, companiesEnd).includes(term) ? 2 : 1;
  }
  return rank;
}

// Every key sorts ascending; a missing value (SQL's "nulls last") is +Infinity; descending keys are negated.
type Key = (event: CatalogueEvent) => number;
const none: Key = () => 0;

function nextStartMs(event: CatalogueEvent, asOfMs: number): number {
  for (const s of event.schedules) if (s.startMs >= asOfMs) return s.startMs;
  return Infinity;
}

function nextDeadlineMs(event: CatalogueEvent, asOfMs: number): number {
  let soonest = Infinity;
  for (const s of event.schedules) if (!s.stoppedEntry && s.timeLimitMs >= asOfMs && s.timeLimitMs < soonest) soonest = s.timeLimitMs;
  return soonest;
}

/** The two sort keys of each sort value (before the final newest-id tie-break). */
function sortKeys(query: EventSelectionQuery, snapshot: CatalogueSnapshot): [Key, Key] {
  const asOfMs = query.asOf.getTime();
  const terms = query.filters.searchTerms ?? [];
  const newest: Key = (event) => -event.updatedMs;
  switch (query.sort) {
    case "updated_at":
      return [newest, none];
    case "start_at":
      return [(event) => nextStartMs(event, asOfMs), none];
    case "time_limit_at":
      return [(event) => nextDeadlineMs(event, asOfMs), none];
    case "company_review_scores":
      return [(event) => (event.hostScore === null ? Infinity : -event.hostScore), newest];
    case "start_at_and_company_count":
      return [(event) => nextStartMs(event, asOfMs), (event) => -event.companyCount];
    case "pickup_first":
      return [(event) => (isPromotedAt(event, asOfMs) ? 0 : 1), (event) => nextStartMs(event, asOfMs)];
    case "recommended":
      // Anonymous visitors (the only kind until sign-in exists): popularity by clips and entries.
      return [(event) => -(snapshot.popularity.counts.get(event.id) ?? 0), newest];
    case "relevance":
      return [(event) => -searchRank(event.searchText, terms), newest];
  }
}

/**
 * One page of matching event ids in listing order, and how many match. One pass over the snapshot fills typed
 * arrays (no allocation per event), then a heap keeps the first page+offset matches: no full sort.
 */
export function selectEvents(snapshot: CatalogueSnapshot, query: EventSelectionQuery): EventSelection {
  const { events } = snapshot;
  const matches = predicates(query);
  const [key0, key1] = sortKeys(query, snapshot);
  const included = new Map((query.includeEventIds ?? []).map((id, index) => [id, index]));
  const position = new Int32Array(events.length);
  const inc = new Float64Array(events.length);
  const k0 = new Float64Array(events.length);
  const k1 = new Float64Array(events.length);
  let total = 0;
  for (let i = 0; i < events.length; i += 1) {
    const event = events[i]!;
    if (!allPass(matches, event)) continue;
    position[total] = i;
    inc[total] = included.size === 0 ? Infinity : (included.get(event.id) ?? Infinity);
    k0[total] = key0(event);
    k1[total] = key1(event);
    total += 1;
  }
  // Match m sorts before n: included ids first, then the keys, then the newer id.
  const before = (m: number, n: number): boolean => {
    if (inc[m] !== inc[n]) return inc[m]! < inc[n]!;
    if (k0[m] !== k0[n]) return k0[m]! < k0[n]!;
    if (k1[m] !== k1[n]) return k1[m]! < k1[n]!;
    return events[position[m]!]!.id > events[position[n]!]!.id;
  };
  const offset = (query.page - 1) * query.per;
  const first = smallestK(total, offset + query.per, before);
  return { ids: first.slice(offset).map((m) => events[position[m]!]!.id), total };
}
