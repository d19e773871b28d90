import {
  belongsToListing,
  eventCardFacts,
  graduateYearLabels,
  graduateYearsLabel,
  hasTakenPlace,
  schedulePlaceCode,
  type CardSchedule,
  type ListingMembership,
} from "./event-card-facts";

const NOW = Date.UTC(2026, 10, 25, 12);
const DAY = 86_400_000;
const schedule = (id: number, days: number, place: Partial<CardSchedule> = {}): CardSchedule & { id: number } => ({
  id,
  startMs: NOW + days * DAY,
  timeLimitMs: NOW + (days - 1) * DAY,
  canceled: false,
  stoppedEntry: false,
  isOnline: false,
  prefectureCode: 13,
  ...place,
});
const facts = (schedules: ReturnType<typeof schedule>[], years: number[] = [2028, 2027, 2028]) =>
  eventCardFacts(years, schedules, (s) => s, NOW);

describe("event card facts", () => {
  it("labels every target year once, ascending, and all of them in one label", () => {
    expect(graduateYearLabels([2028, 2027, 2028])).toEqual(["27卒", "28卒"]);
    expect(graduateYearsLabel([2028, 2027])).toBe("27卒・28卒");
    expect(graduateYearsLabel([])).toBe("");
  });

  it("places a schedule online (0), in its prefecture, or nowhere while undecided", () => {
    expect(schedulePlaceCode({ isOnline: true, prefectureCode: 13 })).toBe(0);
    expect(schedulePlaceCode({ isOnline: false, prefectureCode: 27 })).toBe(27);
    expect(schedulePlaceCode({ isOnline: false, prefectureCode: null })).toBeNull();
  });

  it("counts and places only schedules that are not canceled, and shows the open one closing first", () => {
    const result = facts([
      schedule(1, 10, { prefectureCode: 27 }),
      schedule(2, 3, { isOnline: true, prefectureCode: null }),
      schedule(3, 2, { prefectureCode: 40, canceled: true }),
      schedule(4, 5, { prefectureCode: 13 }),
      schedule(5, 6, { prefectureCode: null }),
    ]);
    expect(result).toEqual({
      shortGraduateYears: ["27卒", "28卒"],
      prefectureCodes: [13, 27],
      online: true,
      scheduleCount: 4,
      closestSchedule: expect.objectContaining({ id: 2 }),
      // the canceled schedule (2 days) is not counted; the latest start of the others is in 10 days
      lastStartMs: NOW + 10 * DAY,
    });
  });

  it("is past (hasTakenPlace, the past_events rule) once every schedule not canceled has started", () => {
    const started = facts([schedule(1, -3), schedule(2, -1), schedule(3, 5, { canceled: true })]);
    expect(started.lastStartMs).toBe(NOW - DAY);
    expect(hasTakenPlace(started.lastStartMs, NOW)).toBe(true);
    expect(hasTakenPlace(started.lastStartMs, NOW - DAY)).toBe(false); // starting right now: not yet past
    expect(hasTakenPlace(facts([schedule(1, -3), schedule(2, 1)]).lastStartMs, NOW)).toBe(false);
    expect(facts([]).lastStartMs).toBeNull();
    expect(hasTakenPlace(null, NOW)).toBe(false); // no schedule: never past
  });

  it("has no closest schedule when entry has closed everywhere (受付終了)", () => {
    expect(
      facts([schedule(1, 0.5, { timeLimitMs: NOW - 1 }), schedule(2, 4, { stoppedEntry: true })]).closestSchedule,
    ).toBeNull();
  });
});

describe("listing membership", () => {
  const event: ListingMembership = {
    graduateYears: [2027, 2028],
    industryIds: [3, 5],
    prefectureCodes: [13],
    online: false,
  };
  const none = { graduateYear: null, businessCategoryId: null, prefectureCode: null };

  it("belongs to the category listing and to each filter it matches", () => {
    expect(belongsToListing(event, none)).toBe(true);
    expect(belongsToListing(event, { ...none, graduateYear: 2028 })).toBe(true);
    expect(belongsToListing(event, { ...none, businessCategoryId: 5 })).toBe(true);
    expect(belongsToListing(event, { ...none, prefectureCode: 13 })).toBe(true);
    expect(belongsToListing(event, { graduateYear: 2027, businessCategoryId: 3, prefectureCode: 13 })).toBe(true);
  });

  it("is left out of a filter it does not match, and pref-0 means online", () => {
    expect(belongsToListing(event, { ...none, graduateYear: 2029 })).toBe(false);
    expect(belongsToListing(event, { ...none, businessCategoryId: 4 })).toBe(false);
    expect(belongsToListing(event, { ...none, prefectureCode: 27 })).toBe(false);
    expect(belongsToListing(event, { ...none, prefectureCode: 0 })).toBe(false);
    expect(belongsToListing({ ...event, online: true }, { ...none, prefectureCode: 0 })).toBe(true);
  });
});
