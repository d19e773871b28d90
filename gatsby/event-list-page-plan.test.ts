import { EVENT_LIST_PAGE_SIZE, planEventListPages, type ListableEvent } from "./event-list-page-plan";

function event(id: number, overrides: Partial<ListableEvent> = {}): ListableEvent {
  return {
    db_id: id,
    route_category: "internship",
    graduate_years: [2027],
    industry_db_ids: [1],
    prefecture_codes: [13],
    has_live_schedule: false,
    updated_at: `2026-01-01T00:00:${String(id % 60).padStart(2, "0")}.000Z`,
    ...overrides,
  };
}

const noFilters = { graduateYears: [], businessCategoryIds: [], prefectureCodes: [] };

describe("planEventListPages", () => {
  it("creates every category listing, paged by 20, newest first", () => {
    const events = Array.from({ length: 45 }, (_, index) => event(index + 1));
    const pages = planEventListPages(events, noFilters);
    const internship = pages.filter((page) => page.context.plp.category === "internship");

    expect(pages.map((page) => page.path)).toEqual([
      "/events/selection",
      "/events/internship",
      "/events/internship/page-2",
      "/events/internship/page-3",
      "/events/seminar",
      "/events/gosetsu",
    ]);
    expect(internship.map((page) => page.context.eventIds.length)).toEqual([
      EVENT_LIST_PAGE_SIZE,
      EVENT_LIST_PAGE_SIZE,
      5,
    ]);
    expect(internship[0]!.context.eventIds.slice(0, 3)).toEqual([45, 44, 43]);
    expect(internship[2]!.context).toMatchObject({ totalCount: 45, totalPages: 3, plp: { page: 3 } });
    expect(pages[0]!.context).toMatchObject({ eventIds: [], totalCount: 0, totalPages: 1 });
  });

  it("creates the first page of each single-filter listing, with that filter's events and total", () => {
    const events = [
      // An event of several industries (its subcategories' categories) is in each of their listings.
      event(1, { graduate_years: [2027, 2028], industry_db_ids: [1, 2], prefecture_codes: [13, 27] }),
      event(2, { graduate_years: [2028], industry_db_ids: [2], prefecture_codes: [], has_live_schedule: true }),
      event(3, { route_category: "seminar", prefecture_codes: [27] }),
      ...Array.from({ length: 25 }, (_, index) => event(100 + index, { industry_db_ids: [5] })),
    ];
    const pages = planEventListPages(events, {
      graduateYears: [2027, 2028],
      businessCategoryIds: [2, 5],
      prefectureCodes: [0, 27],
    });
    const byPath = new Map(pages.map((page) => [page.path, page.context]));

    expect(byPath.get("/events/internship/gy-2028")).toMatchObject({ eventIds: [2, 1], totalCount: 2 });
    expect(byPath.get("/events/internship/ind-2")).toMatchObject({ eventIds: [2, 1], totalCount: 2 });
    expect(byPath.get("/events/internship/pref-0")).toMatchObject({ eventIds: [2] });
    expect(byPath.get("/events/internship/pref-27")).toMatchObject({ eventIds: [1] });
    expect(byPath.get("/events/seminar/pref-27")).toMatchObject({ eventIds: [3] });
    expect(byPath.get("/events/gosetsu/ind-5")).toMatchObject({ eventIds: [], totalCount: 0 });
    expect(byPath.get("/events/internship/ind-5")).toMatchObject({ totalCount: 25, totalPages: 2 });
    expect(byPath.get("/events/internship/ind-5")!.eventIds).toHaveLength(EVENT_LIST_PAGE_SIZE);
    expect(byPath.has("/events/internship/ind-5/page-2")).toBe(false);
    expect(byPath.has("/events/internship/pref-13")).toBe(false);
    expect(byPath.has("/events/internship/page-2")).toBe(true);
  });

  it("gives each first page the pickup events of its filters, in the given order, at most 4; none to later pages", () => {
    const events = [
      ...Array.from({ length: 25 }, (_, index) => event(index + 1)),
      event(50, { graduate_years: [2028] }),
      event(60, { route_category: "seminar" }),
    ];
    const pickups = [50, 60, 7, 3, 9, 5, 1];
    const pages = planEventListPages(events, { ...noFilters, graduateYears: [2027, 2028] }, pickups);
    const byPath = new Map(pages.map((page) => [page.path, page.context]));

    expect(byPath.get("/events/internship")!.pickupEventIds).toEqual([50, 7, 3, 9]);
    expect(byPath.get("/events/internship/page-2")!.pickupEventIds).toEqual([]);
    expect(byPath.get("/events/internship/gy-2028")!.pickupEventIds).toEqual([50]);
    expect(byPath.get("/events/internship/gy-2027")!.pickupEventIds).toEqual([7, 3, 9, 5]);
    expect(byPath.get("/events/seminar")!.pickupEventIds).toEqual([60]);
    expect(byPath.get("/events/selection")!.pickupEventIds).toEqual([]);
  });
});
