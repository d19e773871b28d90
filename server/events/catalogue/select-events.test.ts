import {
  createCatalogueSnapshot,
  type CatalogueEvent,
  type CatalogueSchedule,
  type CatalogueSnapshot,
} from "./catalogue-snapshot";
import { searchRank, selectEvents, type EventSelectionQuery } from "./select-events";

const NOW = new Date("2026-11-23T03:00:00Z");
const HOUR = 3_600_000;
const at = (hoursFromNow: number) => NOW.getTime() + hoursFromNow * HOUR;

let nextScheduleId = 1;
function schedule(startHours: number, overrides: Partial<CatalogueSchedule> = {}): CatalogueSchedule {
  const startMs = at(startHours);
  const timeLimitMs = startMs - 24 * HOUR;
  return {
    id: nextScheduleId++,
    event_id: 0,
    start_at: new Date(startMs).toISOString(),
    time_limit_at: new Date(timeLimitMs).toISOString(),
    prefecture_code: 13,
    prefecture_name: "東京都",
    is_online: false,
    live_url: null,
    startMs,
    timeLimitMs,
    stopped_entry: false,
    ...overrides,
  };
}

function event(id: number, overrides: Partial<CatalogueEvent> = {}): CatalogueEvent {
  return {
    id,
    category: "internship",
    publishedMs: at(-1000),
    createdMs: at(-1000),
    updatedMs: at(-id),
    graduateYears: [2027],
    businessSubcategoryIds: [],
    companyIds: [],
    isMiraiHostingEvent: false,
    isPickup: false,
    hostScore: null,
    companyCount: 0,
    schedules: [],
    promotions: [],
    searchText: "\n\n",
    row: {} as CatalogueEvent["row"],
    ...overrides,
  };
}

function snapshotOf(events: CatalogueEvent[], popularity: Record<number, number> = {}): CatalogueSnapshot {
  const counts = new Map(Object.entries(popularity).map(([id, n]) => [Number(id), n]));
  return createCatalogueSnapshot(1, events, { counts, loadedAtMs: NOW.getTime() });
}

function select(snapshot: CatalogueSnapshot, query: Partial<EventSelectionQuery>) {
  return selectEvents(snapshot, { filters: {}, sort: "updated_at", page: 1, per: 20, asOf: NOW, ...query });
}

describe("selectEvents", () => {
  it("counts every match and cuts the requested page, newest update first", () => {
    const snapshot = snapshotOf(Array.from({ length: 45 }, (_, index) => event(index + 1)));
    expect(select(snapshot, {})).toEqual({ ids: Array.from({ length: 20 }, (_, i) => i + 1), total: 45 });
    expect(select(snapshot, { page: 3 })).toEqual({ ids: [41, 42, 43, 44, 45], total: 45 });
    expect(select(snapshot, { page: 4 })).toEqual({ ids: [], total: 45 });
  });

  it("leaves out events published or created after the as-of instant", () => {
    const snapshot = snapshotOf([event(1), event(2, { publishedMs: at(1) }), event(3, { createdMs: at(1) })]);
    expect(select(snapshot, {}).ids).toEqual([1]);
    expect(select(snapshot, { asOf: new Date(at(2)) }).ids).toEqual([1, 2, 3]);
  });

  it("demands that one and the same schedule meets every schedule condition", () => {
    const split = event(1, {
      schedules: [schedule(10, { prefecture_code: 27 }), schedule(100, { prefecture_code: 13 })],
    });
    const together = event(2, { schedules: [schedule(10, { prefecture_code: 13 })] });
    const snapshot = snapshotOf([split, together]);
    const filters = { schedule: { prefectures: [13], startBefore: new Date(at(50)) } };
    expect(select(snapshot, { filters }).ids).toEqual([2]);
  });

  it("finds events by schedule day, month and start range, once each however many schedules match", () => {
    const twice = event(1, { schedules: [schedule(24), schedule(26), schedule(24 * 40)] });
    const later = event(2, { schedules: [schedule(24 * 40)] });
    const past = event(3, { schedules: [schedule(-24)] });
    const snapshot = snapshotOf([twice, later, past]);
    const day = new Date(at(24) + 9 * HOUR).toISOString().slice(0, 10);
    const month = new Date(at(24 * 40) + 9 * HOUR).toISOString().slice(0, 7);
    expect(select(snapshot, { filters: { schedule: { days: [day] } } })).toEqual({ ids: [1], total: 1 });
    expect(select(snapshot, { filters: { schedule: { heldMonths: [month] } } })).toEqual({ ids: [1, 2], total: 2 });
    expect(select(snapshot, { filters: { schedule: { startFrom: NOW } } })).toEqual({ ids: [1, 2], total: 2 });
    expect(select(snapshot, { filters: { schedule: { startBefore: NOW } } })).toEqual({ ids: [3], total: 1 });
    expect(select(snapshot, { filters: { schedule: { days: [day], heldMonths: [month] } } })).toEqual({
      ids: [],
      total: 0,
    });
  });

  it("finds a schedule under its place code: 0 when online, else its prefecture, none while undecided", () => {
    const online = event(1, { schedules: [schedule(5, { is_online: true, prefecture_code: null })] });
    const tokyo = event(2, { schedules: [schedule(5)] });
    const snapshot = snapshotOf([online, tokyo]);
    expect(select(snapshot, { filters: { schedule: { prefectures: [0] } } }).ids).toEqual([1]);
    expect(select(snapshot, { filters: { schedule: { prefectures: [0, 13] } } })).toEqual({ ids: [1, 2], total: 2 });
    const both = snapshotOf([
      event(3, { schedules: [schedule(5, { is_online: true, prefecture_code: null }), schedule(6)] }),
    ]);
    expect(select(both, { filters: { schedule: { prefectures: [0, 13] } } })).toEqual({ ids: [3], total: 1 });
    // The build's listings follow core/event-card-facts.ts: an online schedule is online wherever it is run from,
    // and a schedule whose place is not decided is in no prefecture listing (nor online).
    const hybrid = snapshotOf([event(4, { schedules: [schedule(5, { is_online: true, prefecture_code: 13 })] })]);
    expect(select(hybrid, { filters: { schedule: { prefectures: [13] } } })).toEqual({ ids: [], total: 0 });
    expect(select(hybrid, { filters: { schedule: { prefectures: [0] } } })).toEqual({ ids: [4], total: 1 });
    const undecided = snapshotOf([event(5, { schedules: [schedule(5, { is_online: false, prefecture_code: null })] })]);
    expect(select(undecided, { filters: { schedule: { prefectures: [0] } } })).toEqual({ ids: [], total: 0 });
    expect(select(undecided, {}).ids).toEqual([5]);
  });

  it("filters by graduate years, subcategories, companies and the host's review score", () => {
    const snapshot = snapshotOf([
      event(1, { graduateYears: [2027, 2028], businessSubcategoryIds: [5], companyIds: [9], hostScore: 4.2 }),
      event(2, { graduateYears: [2026], businessSubcategoryIds: [6], companyIds: [8, 9], hostScore: 3.1 }),
      event(3, { graduateYears: [2028], hostScore: null }),
    ]);
    expect(select(snapshot, { filters: { graduates: [2028] } }).ids).toEqual([1, 3]);
    expect(select(snapshot, { filters: { untilGraduateYear: 2026 } }).ids).toEqual([2]);
    expect(select(snapshot, { filters: { businessSubcategoryIds: [6, 7] } }).ids).toEqual([2]);
    expect(select(snapshot, { filters: { companyIds: [9] } }).ids).toEqual([1, 2]);
    // An event found through two of the wanted companies (or places) counts once.
    expect(select(snapshot, { filters: { companyIds: [8, 9] } })).toEqual({ ids: [1, 2], total: 2 });
    expect(select(snapshot, { filters: { companyIds: [404] } })).toEqual({ ids: [], total: 0 });
    expect(select(snapshot, { filters: { lowerLimitOfCompanyReview: 3.5 } }).ids).toEqual([1]);
    expect(select(snapshot, { filters: { upperLimitOfCompanyReview: 3.5 } }).ids).toEqual([2]);
  });

  it("sorts by the start of the schedule the card shows, events closed for entry last (newest id first among them)", () => {
    const snapshot = snapshotOf([
      event(1, { schedules: [schedule(-5), schedule(30)] }), // shows the one starting in 30 h (entry closes in 6 h)
      event(2, { schedules: [schedule(40)] }),
      event(3, { schedules: [schedule(-10)] }),
      event(4),
      event(5, { schedules: [schedule(10)] }), // starts soonest, but its entry closed 14 h ago: 受付終了
    ]);
    expect(select(snapshot, { sort: "start_at" }).ids).toEqual([1, 2, 5, 4, 3]);
  });

  it("sorts by the soonest open deadline, ignoring stopped and passed ones", () => {
    const snapshot = snapshotOf([
      event(1, { schedules: [schedule(40)] }), // deadline in 16 h
      event(2, { schedules: [schedule(30, { stopped_entry: true }), schedule(60)] }), // open deadline in 36 h
      event(3, { schedules: [schedule(20)] }), // deadline passed 4 h ago
    ]);
    expect(select(snapshot, { sort: "time_limit_at" }).ids).toEqual([1, 2, 3]);
  });

  it("puts pickup and currently promoted events first, then by next start", () => {
    const promotion = { id: 1, event_id: 3, publication_type: "pickup", image_url: null, catch_copy: null };
    const snapshot = snapshotOf([
      event(1, { schedules: [schedule(1)] }),
      event(2, { isPickup: true, schedules: [schedule(50)] }),
      event(3, { schedules: [schedule(20)], promotions: [{ ...promotion, startsMs: at(-1), endsMs: at(1) }] }),
      event(4, { schedules: [schedule(2)], promotions: [{ ...promotion, id: 2, startsMs: at(-10), endsMs: at(-1) }] }),
    ]);
    expect(select(snapshot, { sort: "pickup_first" }).ids).toEqual([3, 2, 1, 4]);
    expect(select(snapshot, { filters: { pickupOnly: true } }).ids).toEqual([2, 3]);
  });

  it("sorts by review score with unrated hosts last, by company count, and by popularity", () => {
    const snapshot = snapshotOf(
      [
        event(1, { hostScore: 3.5, companyCount: 2, schedules: [schedule(30)] }),
        event(2, { hostScore: null, companyCount: 9, schedules: [schedule(30)] }),
        event(3, { hostScore: 4.5, companyCount: 1, schedules: [schedule(26)] }),
      ],
      { 1: 3, 2: 10 },
    );
    expect(select(snapshot, { sort: "company_review_scores" }).ids).toEqual([3, 1, 2]);
    expect(select(snapshot, { sort: "start_at_and_company_count" }).ids).toEqual([3, 2, 1]);
    expect(select(snapshot, { sort: "recommended" }).ids).toEqual([2, 1, 3]);
  });

  it("puts include_event_ids first in their order, without changing the total", () => {
    const snapshot = snapshotOf(Array.from({ length: 30 }, (_, index) => event(index + 1)));
    const body = select(snapshot, { includeEventIds: [25, 3, 999], per: 4 });
    expect(body).toEqual({ ids: [25, 3, 1, 2], total: 30 });
  });

  it("has past events only when every schedule has started", () => {
    const snapshot = snapshotOf([
      event(1, { schedules: [schedule(-5)] }),
      event(2, { schedules: [schedule(-5), schedule(5)] }),
      event(3),
    ]);
    expect(select(snapshot, { filters: { pastOnly: true } }).ids).toEqual([1]);
  });

  it("confirms whole search terms among the index's candidates and ranks title over company over description", () => {
    const snapshot = snapshotOf([
      event(1, { searchText: "ぎんこうせつめいかい\nみらい\n" }),
      event(2, { searchText: "せみなー\nみらいぎんこう\n" }),
      event(3, { searchText: "せみなー\nみらい\nぎんこうのしごと" }),
      event(4, { searchText: "ぎん\nこう\n" }),
      event(5, { searchText: "ぎんこう\n\n" }),
    ]);
    const query = { filters: { searchTerms: ["ぎんこう"] }, sort: "relevance" as const };
    expect(select(snapshot, { ...query, searchCandidates: new Set([1, 2, 3, 4]) })).toEqual({
      ids: [1, 2, 3],
      total: 3,
    });
    expect(searchRank("ぎんこう\nみらい\nせつめい", ["ぎんこう", "みらい", "せつめい"])).toBe(6);
  });
});
