import type { EventSort } from "../../../core/api/event-list";
import { acceptsEntryAt, showsBefore } from "../../../core/entry-window";
import { hasTakenPlace } from "../../../core/event-card-facts";
import { isPickupAt } from "../../../core/events/pickup-events";
import { SEARCH_SECTION_SEPARATOR } from "../../../core/search-text";
import { jstDayRange, jstMonthRange } from "../listing/jst-ranges";
import { eventCategories } from "../../../core/event-category";
import { categoryIndex, listHasAny, type CatalogueColumns } from "./catalogue-columns";
import type { CatalogueSnapshot, Popularity } from "./catalogue-snapshot";
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

/** Whether the event at this index of the snapshot matches. */
type Predicate = (i: number) => boolean;

// Plain loops below: a callback per event or schedule would allocate a closure each time on the hot path.
/** `ranges` holds [start, end) pairs one after another. */
function inAnyRange(value: number, ranges: Float64Array): boolean {
  for (let r = 0; r < ranges.length; r += 2) if (value >= ranges[r]! && value < ranges[r + 1]!) return true;
  return false;
}

function allPass(checks: readonly ((index: number) => boolean)[], index: number): boolean {
  for (const check of checks) if (!check(index)) return false;
  return true;
}

const flatRanges = (ranges: [Date, Date][]) =>
  new Float64Array(ranges.flatMap(([start, end]) => [start.getTime(), end.getTime()]));

/** A check on the schedule at index j of the snapshot's schedule columns. */
function schedulePredicate(
  schedule: NonNullable<EventFilters["schedule"]>,
  columns: CatalogueColumns,
): Predicate | null {
  const { startMs, timeLimitMs, place } = columns;
  const checks: Predicate[] = [];
  if (schedule.prefectures && schedule.prefectures.length > 0) {
    const places = new Set(schedule.prefectures);
    checks.push((j) => places.has(place[j]!));
  }
  const { startFrom, startBefore, deadlineFrom, deadlineBefore } = schedule;
  if (startFrom) checks.push((j) => startMs[j]! >= startFrom.getTime());
  if (startBefore) checks.push((j) => startMs[j]! < startBefore.getTime());
  if (schedule.days && schedule.days.length > 0) {
    const ranges = flatRanges(schedule.days.map(jstDayRange));
    checks.push((j) => inAnyRange(startMs[j]!, ranges));
  }
  if (schedule.heldMonths && schedule.heldMonths.length > 0) {
    const ranges = flatRanges(schedule.heldMonths.map(jstMonthRange));
    checks.push((j) => inAnyRange(startMs[j]!, ranges));
  }
  if (deadlineFrom) checks.push((j) => timeLimitMs[j]! >= deadlineFrom.getTime());
  if (deadlineBefore) checks.push((j) => timeLimitMs[j]! < deadlineBefore.getTime());
  if (checks.length === 0) return null;
  return (j) => allPass(checks, j);
}

/** Pickup, or under a promotion contract running at that instant (the rule the build's listings follow too). */
function isPromotedAt(snapshot: CatalogueSnapshot, i: number, asOfMs: number): boolean {
  return isPickupAt(snapshot.columns.isPickup[i] === 1, snapshot.events[i]!.promotions, asOfMs);
}

const popularityColumns = new WeakMap<Popularity, { snapshot: CatalogueSnapshot; counts: Float64Array }>();

/** Clips plus entries by snapshot index, computed once per popularity reading. */
function popularityColumn(snapshot: CatalogueSnapshot): Float64Array {
  const cached = popularityColumns.get(snapshot.popularity);
  if (cached?.snapshot === snapshot) return cached.counts;
  const counts = new Float64Array(snapshot.events.map((event) => snapshot.popularity.counts.get(event.id) ?? 0));
  popularityColumns.set(snapshot.popularity, { snapshot, counts });
  return counts;
}

function predicates(snapshot: CatalogueSnapshot, query: EventSelectionQuery): Predicate[] {
  const { filters } = query;
  const { events, columns } = snapshot;
  const asOfMs = query.asOf.getTime();
  const list: Predicate[] = [(i) => columns.listedFromMs[i]! <= asOfMs];
  // (Several filters also narrow which events are visited at all: see candidateIndexes.)
  if (filters.categories && filters.categories.length > 0) {
    const wanted = new Uint8Array(eventCategories.length);
    for (const category of filters.categories) wanted[categoryIndex(category)] = 1;
    list.push((i) => wanted[columns.category[i]!] === 1);
  }
  const { graduateYears, hostScore } = columns;
  if (filters.graduates && filters.graduates.length > 0) {
    const years = new Set(filters.graduates);
    list.push((i) => listHasAny(graduateYears, i, years));
  }
  const { untilGraduateYear, lowerLimitOfCompanyReview: lower, upperLimitOfCompanyReview: upper } = filters;
  if (untilGraduateYear !== undefined) {
    list.push((i) => {
      for (let y = graduateYears.from[i]!; y < graduateYears.from[i + 1]!; y += 1)
        if (graduateYears.values[y]! <= untilGraduateYear) return true;
      return false;
    });
  }
  if (filters.businessSubcategoryIds && filters.businessSubcategoryIds.length > 0) {
    const ids = new Set(filters.businessSubcategoryIds);
    list.push((i) => listHasAny(columns.businessSubcategoryIds, i, ids));
  }
  if (filters.companyIds && filters.companyIds.length > 0) {
    const ids = new Set(filters.companyIds);
    list.push((i) => listHasAny(columns.companyIds, i, ids));
  }
  if (filters.isMiraiHostingEvent !== undefined)
    list.push((i) => events[i]!.isMiraiHostingEvent === filters.isMiraiHostingEvent);
  // NaN (no score) fails both comparisons, as NULL does in SQL.
  if (lower !== undefined) list.push((i) => hostScore[i]! >= lower);
  if (upper !== undefined) list.push((i) => hostScore[i]! <= upper);
  if (filters.pickupOnly) list.push((i) => isPromotedAt(snapshot, i, asOfMs));
  const { scheduleFrom, startMs } = columns;
  if (filters.pastOnly) {
    list.push((i) => {
      let last: number | null = null;
      for (let j = scheduleFrom[i]!; j < scheduleFrom[i + 1]!; j += 1)
        if (last === null || startMs[j]! > last) last = startMs[j]!;
      return hasTakenPlace(last, asOfMs);
    });
  }
  const onSchedule = filters.schedule ? schedulePredicate(filters.schedule, columns) : null;
  if (onSchedule) {
    list.push((i) => {
      for (let j = scheduleFrom[i]!; j < scheduleFrom[i + 1]!; j += 1) if (onSchedule(j)) return true;
      return false;
    });
  }
  const { eventIds } = filters;
  if (eventIds) list.push((i) => eventIds.has(events[i]!.id));
  const terms = filters.searchTerms ?? [];
  if (terms.length > 0) list.push((i) => terms.every((term) => events[i]!.searchText.includes(term)));
  return list;
}

/** Distinct indexes of the events with a schedule starting in [start, end), by binary search over schedulesByStart. */
function eventsStartingIn(columns: CatalogueColumns, start: number, end: number): number[] {
  const { schedulesByStart: order, startMs, scheduleEvent } = columns;
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (startMs[order[middle]!]! < start) low = middle + 1;
    else high = middle;
  }
  const indexes = new Set<number>();
  for (let k = low; k < order.length && startMs[order[k]!]! < end; k += 1) indexes.add(scheduleEvent[order[k]!]!);
  return [...indexes];
}

/** Distinct indexes in the union of the lists. */
function union(lists: readonly ArrayLike<number>[]): ArrayLike<number> {
  if (lists.length === 1) return lists[0]!;
  const indexes = new Set<number>();
  for (const list of lists) for (let k = 0; k < list.length; k += 1) indexes.add(list[k]!);
  return [...indexes];
}

/**
 * The snapshot indexes worth testing: the smallest of the supersets that a filter's inverted lists give (search
 * candidates, given event ids, categories, companies, subcategories, prefectures), else all (null). Every predicate still runs on
 * each; visiting order does not matter because `before` orders completely.
 */
function candidateIndexes(snapshot: CatalogueSnapshot, query: EventSelectionQuery): ArrayLike<number> | null {
  const { filters } = query;
  const { columns } = snapshot;
  const options: ArrayLike<number>[][] = [];
  if ((filters.searchTerms ?? []).length > 0) {
    const indexes: number[] = [];
    for (const id of query.searchCandidates ?? []) {
      const index = snapshot.indexById.get(id);
      if (index !== undefined) indexes.push(index);
    }
    options.push([indexes]);
  }
  if (filters.eventIds) {
    const indexes: number[] = [];
    for (const id of filters.eventIds) {
      const index = snapshot.indexById.get(id);
      if (index !== undefined) indexes.push(index);
    }
    options.push([indexes]);
  }
  const listsOf = (keys: readonly number[] | undefined, lists: ReadonlyMap<number, Int32Array>) => {
    if (keys && keys.length > 0) options.push([...new Set(keys)].map((key) => lists.get(key) ?? new Int32Array(0)));
  };
  if (filters.categories && filters.categories.length > 0) {
    options.push([...new Set(filters.categories)].map((category) => columns.categoryMembers[categoryIndex(category)]!));
  }
  listsOf(filters.companyIds, columns.byCompany);
  listsOf(filters.businessSubcategoryIds, columns.bySubcategory);
  listsOf(filters.schedule?.prefectures, columns.byPlace);
  // Date conditions on the schedule's start: any one of them gives a superset (all must hold for the same schedule).
  const schedule = filters.schedule ?? {};
  const ranges = schedule.days?.length
    ? schedule.days.map(jstDayRange)
    : (schedule.heldMonths ?? []).map(jstMonthRange);
  if (ranges.length > 0)
    options.push(ranges.map(([start, end]) => eventsStartingIn(columns, start.getTime(), end.getTime())));
  else if (schedule.startFrom || schedule.startBefore) {
    options.push([
      eventsStartingIn(
        columns,
        schedule.startFrom?.getTime() ?? -Infinity,
        schedule.startBefore?.getTime() ?? Infinity,
      ),
    ]);
  }
  if (options.length === 0) return null;
  const size = (lists: ArrayLike<number>[]) => lists.reduce((sum, list) => sum + list.length, 0);
  const smallest = options.reduce((best, lists) => (size(lists) < size(best) ? lists : best));
  return union(smallest);
}

/** Per term: 3 when it occurs in the title, 2 in a company name or reading, 1 in the description only. */
export function searchRank(searchText: string, terms: readonly string[]): number {
  const titleEnd = searchText.indexOf(SEARCH_SECTION_SEPARATOR);
  const companiesEnd = searchText.indexOf(SEARCH_SECTION_SEPARATOR, titleEnd + 1);
  let rank = 0;
  for (const term of terms) {
    const at = searchText.indexOf(term);
    rank +=
      at >= 0 && at + term.length <= titleEnd
        ? 3
        : at > titleEnd && searchText.slice(titleEnd + 1, companiesEnd).includes(term)
          ? 2
          : 1;
  }
  return rank;
}

// Every key sorts ascending; a missing value (SQL's "nulls last") is +Infinity; descending keys are negated.
type Key = (i: number) => number;
const none: Key = () => 0;

/** The two sort keys of each sort value (before the final newest-id tie-break). */
function sortKeys(snapshot: CatalogueSnapshot, query: EventSelectionQuery): [Key, Key] {
  const { events, columns } = snapshot;
  const { scheduleFrom, startMs, timeLimitMs, stoppedEntry, updatedMs } = columns;
  const asOfMs = query.asOf.getTime();
  const terms = query.filters.searchTerms ?? [];
  const newest: Key = (i) => -updatedMs[i]!;
  const nextStart: Key = (i) => {
    // Schedules are in start order: the first one not yet started is the next.
    for (let j = scheduleFrom[i]!; j < scheduleFrom[i + 1]!; j += 1) if (startMs[j]! >= asOfMs) return startMs[j]!;
    return Infinity;
  };
  // The schedule the card shows (core/entry-window.ts: the open one whose entry closes first, ties by earlier
  // start; canceled schedules are not in the snapshot). By-date sorts order by its deadline or its start, so the
  // dates on the cards are in order; events without one sort last.
  const shownSchedule = (i: number): number => {
    let shown = -1;
    for (let j = scheduleFrom[i]!; j < scheduleFrom[i + 1]!; j += 1) {
      if (!acceptsEntryAt(timeLimitMs[j]!, stoppedEntry[j] !== 0, asOfMs)) continue;
      if (shown < 0 || showsBefore(timeLimitMs[j]!, startMs[j]!, timeLimitMs[shown]!, startMs[shown]!)) shown = j;
    }
    return shown;
  };
  const nextDeadline: Key = (i) => {
    const j = shownSchedule(i);
    return j < 0 ? Infinity : timeLimitMs[j]!;
  };
  const shownStart: Key = (i) => {
    const j = shownSchedule(i);
    return j < 0 ? Infinity : startMs[j]!;
  };
  switch (query.sort) {
    case "updated_at":
      return [newest, none];
    case "start_at":
      return [shownStart, none];
    case "time_limit_at":
      return [nextDeadline, none];
    case "company_review_scores":
      return [(i) => (Number.isNaN(columns.hostScore[i]!) ? Infinity : -columns.hostScore[i]!), newest];
    case "start_at_and_company_count":
      return [shownStart, (i) => -events[i]!.companyCount];
    case "pickup_first":
      return [(i) => (isPromotedAt(snapshot, i, asOfMs) ? 0 : 1), nextStart];
    case "recommended": {
      const popularity = popularityColumn(snapshot);
      // Anonymous visitors (the only kind until sign-in exists): popularity by clips and entries.
      return [(i) => -popularity[i]!, newest];
    }
    case "relevance":
      return [(i) => -searchRank(events[i]!.searchText, terms), newest];
  }
}

/**
 * One page of matching event ids in listing order, and how many match. One pass over the snapshot fills typed
 * arrays (no allocation per event), then a heap keeps the first page+offset matches: no full sort.
 */
export function selectEvents(snapshot: CatalogueSnapshot, query: EventSelectionQuery): EventSelection {
  const { events } = snapshot;
  const matches = predicates(snapshot, query);
  const [key0, key1] = sortKeys(snapshot, query);
  const included = new Map((query.includeEventIds ?? []).map((id, index) => [id, index]));
  const position = new Int32Array(events.length);
  const inc = new Float64Array(events.length);
  const k0 = new Float64Array(events.length);
  const k1 = new Float64Array(events.length);
  const visit = candidateIndexes(snapshot, query);
  const count = visit === null ? events.length : visit.length;
  let total = 0;
  for (let v = 0; v < count; v += 1) {
    const i = visit === null ? v : visit[v]!;
    if (!allPass(matches, i)) continue;
    position[total] = i;
    inc[total] = included.size === 0 ? Infinity : (included.get(events[i]!.id) ?? Infinity);
    k0[total] = key0(i);
    k1[total] = key1(i);
    total += 1;
  }
  // Match m sorts before n: included ids first, then the keys, then the newer id (events are newest id first).
  const before = (m: number, n: number): boolean => {
    if (inc[m] !== inc[n]) return inc[m]! < inc[n]!;
    if (k0[m] !== k0[n]) return k0[m]! < k0[n]!;
    if (k1[m] !== k1[n]) return k1[m]! < k1[n]!;
    return position[m]! < position[n]!;
  };
  const offset = (query.page - 1) * query.per;
  const first = smallestK(total, offset + query.per, before);
  return { ids: first.slice(offset).map((m) => events[position[m]!]!.id), total };
}
