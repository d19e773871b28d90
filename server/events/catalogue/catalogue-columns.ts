import { eventCategories, type EventCategory } from "../../../core/event-category";
import type { CatalogueEvent, CatalogueSchedule } from "./catalogue-event";
import { schedulePlaceCode } from "../../../core/event-card-facts";

/**
 * The fields every list request reads for every event, as typed arrays indexed like the snapshot's events (and, for
 * schedules, flattened with per-event offsets): a pass over them costs a fraction of reading the event objects.
 */
export type CatalogueColumns = {
  /** the event is listed as of an instant at or after this: max(published_at, created_at) */
  listedFromMs: Float64Array;
  /** index into eventCategories */
  category: Uint8Array;
  /** per index of eventCategories, the indexes of its events */
  categoryMembers: Int32Array[];
  /** inverted lists: the indexes of the events with that company (host or participant) */
  byCompany: ReadonlyMap<number, Int32Array>;
  /** … with that business subcategory */
  bySubcategory: ReadonlyMap<number, Int32Array>;
  /** … with a schedule at that place code (core/event-card-facts.ts: 0 online, else the JIS prefecture code) */
  byPlace: ReadonlyMap<number, Int32Array>;
  updatedMs: Float64Array;
  graduateYears: IntLists;
  businessSubcategoryIds: IntLists;
  /** host and participants */
  companyIds: IntLists;
  hostScore: Float64Array;
  isPickup: Uint8Array;
  /** event i's schedules are scheduleFrom[i] … scheduleFrom[i + 1] - 1, in start order */
  scheduleFrom: Int32Array;
  startMs: Float64Array;
  timeLimitMs: Float64Array;
  /** place code (0 online, else JIS prefecture code), -1 while the place is undecided */
  place: Int16Array;
  stoppedEntry: Uint8Array;
  /** the event index of each schedule */
  scheduleEvent: Int32Array;
  /** schedule indexes by start instant, for finding the events held in a date range */
  schedulesByStart: Int32Array;
};

/** One list of integers per event: event i's are values[from[i]] … values[from[i + 1] - 1]. */
export type IntLists = { from: Int32Array; values: Int32Array };

/** Where each event's part of a flattened per-event list starts (and, at index n, where the last one ends). */
function offsets(lists: readonly { length: number }[]): Int32Array {
  const from = new Int32Array(lists.length + 1);
  lists.forEach((list, i) => (from[i + 1] = from[i]! + list.length));
  return from;
}

function intLists(lists: readonly (readonly number[])[]): IntLists {
  return { from: offsets(lists), values: new Int32Array(lists.flat()) };
}

/** Whether event i's list holds any of `wanted`. */
export function listHasAny(lists: IntLists, i: number, wanted: ReadonlySet<number>): boolean {
  for (let j = lists.from[i]!; j < lists.from[i + 1]!; j += 1) if (wanted.has(lists.values[j]!)) return true;
  return false;
}

/** For each key, the (ascending, distinct) indexes of the events that have it. */
function invertedLists(
  events: readonly CatalogueEvent[],
  keysOf: (event: CatalogueEvent) => Iterable<number>,
): Map<number, Int32Array> {
  const lists = new Map<number, number[]>();
  events.forEach((event, index) => {
    for (const key of new Set(keysOf(event))) {
      const list = lists.get(key);
      if (list) list.push(index);
      else lists.set(key, [index]);
    }
  });
  return new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]));
}

/** The listing rule's place of a schedule (the build's too): online is 0; an undecided place has none. */
const placeCode = (schedule: CatalogueSchedule) =>
  schedulePlaceCode({ isOnline: schedule.is_online, prefectureCode: schedule.prefecture_code });

function placeKeys(schedule: CatalogueSchedule): number[] {
  const code = placeCode(schedule);
  return code === null ? [] : [code];
}

export const categoryIndex = (category: EventCategory): number => eventCategories.indexOf(category);

export function buildCatalogueColumns(events: readonly CatalogueEvent[]): CatalogueColumns {
  const schedules = events.flatMap((event) => event.schedules);
  const startMs = new Float64Array(schedules.map((schedule) => schedule.startMs));
  return {
    listedFromMs: new Float64Array(events.map((event) => Math.max(event.publishedMs, event.createdMs))),
    category: new Uint8Array(events.map((event) => categoryIndex(event.category))),
    categoryMembers: eventCategories.map(
      (category) => new Int32Array(events.flatMap((event, index) => (event.category === category ? [index] : []))),
    ),
    byCompany: invertedLists(events, (event) => event.companyIds),
    bySubcategory: invertedLists(events, (event) => event.businessSubcategoryIds),
    byPlace: invertedLists(events, (event) => event.schedules.flatMap(placeKeys)),
    updatedMs: new Float64Array(events.map((event) => event.updatedMs)),
    graduateYears: intLists(events.map((event) => event.graduateYears)),
    businessSubcategoryIds: intLists(events.map((event) => event.businessSubcategoryIds)),
    companyIds: intLists(events.map((event) => event.companyIds)),
    hostScore: new Float64Array(events.map((event) => event.hostScore ?? Number.NaN)),
    isPickup: new Uint8Array(events.map((event) => (event.isPickup ? 1 : 0))),
    scheduleFrom: offsets(events.map((event) => event.schedules)),
    startMs,
    timeLimitMs: new Float64Array(schedules.map((schedule) => schedule.timeLimitMs)),
    place: new Int16Array(schedules.map((schedule) => placeCode(schedule) ?? -1)),
    stoppedEntry: new Uint8Array(schedules.map((schedule) => (schedule.stopped_entry ? 1 : 0))),
    scheduleEvent: new Int32Array(events.flatMap((event, index) => event.schedules.map(() => index))),
    schedulesByStart: Int32Array.from(schedules.keys()).sort((a, b) => startMs[a]! - startMs[b]!),
  };
}
