import { planDetailPages } from "../event-detail-page-plan";
import { planEventListPages, type ListableEvent } from "../event-list-page-plan";
import { eventDetailSitemap, eventListSitemap } from "./event-sitemap";

const listable = (db_id: number, day: number, overrides: Partial<ListableEvent> = {}): ListableEvent => ({
  db_id,
  route_category: "internship",
  graduate_years: [2027],
  industry_db_ids: [1],
  prefecture_codes: [13],
  has_live_schedule: false,
  updated_at: `2026-04-${String(day).padStart(2, "0")}T03:00:00.000Z`,
  ...overrides,
});

describe("eventListSitemap", () => {
  const events = [
    ...Array.from({ length: 25 }, (_, index) => listable(index + 1, index + 1)),
    listable(90, 2, { route_category: "seminar", graduate_years: [2028] }),
  ];
  const pages = planEventListPages(events, {
    graduateYears: [2027, 2028],
    businessCategoryIds: [1],
    prefectureCodes: [0, 13],
  });
  const entries = eventListSitemap(pages, events);

  it("lists every prerendered listing that shows an event, under its category, dated by its newest event", () => {
    expect(entries.filter((entry) => entry.section === "events-internship")).toEqual([
      { section: "events-internship", path: "/events/internship", lastmod: "2026-04-25T03:00:00.000Z" },
      { section: "events-internship", path: "/events/internship/page-2", lastmod: "2026-04-05T03:00:00.000Z" },
      { section: "events-internship", path: "/events/internship/gy-2027", lastmod: "2026-04-25T03:00:00.000Z" },
      { section: "events-internship", path: "/events/internship/ind-1", lastmod: "2026-04-25T03:00:00.000Z" },
      { section: "events-internship", path: "/events/internship/pref-13", lastmod: "2026-04-25T03:00:00.000Z" },
    ]);
    expect(entries.filter((entry) => entry.section === "events-seminar").map((entry) => entry.path)).toEqual([
      "/events/seminar",
      "/events/seminar/gy-2028",
      "/events/seminar/ind-1",
      "/events/seminar/pref-13",
    ]);
  });

  it("leaves out the listings that show no event (they are prerendered, but empty)", () => {
    const listed = new Set(entries.map((entry) => entry.path));
    const empty = pages.filter((page) => page.context.totalCount === 0).map((page) => page.path);
    expect(empty).toEqual(
      expect.arrayContaining([
        "/events/selection",
        "/events/gosetsu",
        "/events/internship/gy-2028",
        "/events/internship/pref-0",
      ]),
    );
    expect(empty.filter((path) => listed.has(path))).toEqual([]);
    expect(pages.length - empty.length).toBe(entries.length);
  });
});

describe("eventDetailSitemap", () => {
  const events = [
    { db_id: 1, category: "entry" as const, updated_at: "2026-04-01T03:00:00.000Z" },
    { db_id: 2, category: "internship" as const, updated_at: "2026-04-02T03:00:00.000Z" },
    { db_id: 3, category: "seminar" as const, updated_at: "2026-04-03T03:00:00.000Z" },
    { db_id: 4, category: "gosetsu" as const, updated_at: "2026-04-04T03:00:00.000Z" },
  ];
  const featureEvents = [{ db_id: 7, updated_at: "2026-04-07T03:00:00.000Z" }];

  it.each([false, true])(
    "lists every planned detail page by its data's updated_at (internship_renewal %s)",
    (internshipRenewal) => {
      const pages = planDetailPages({
        events,
        featureEventIds: [7],
        cooperatingSiteIds: [5],
        flags: { internshipRenewal, internshipSummaryImage: false },
      });
      expect(eventDetailSitemap(pages, { events, featureEvents })).toEqual([
        { section: "events-selection", path: "/events/selection/1", lastmod: "2026-04-01T03:00:00.000Z" },
        { section: "events-internship", path: "/events/internship/2", lastmod: "2026-04-02T03:00:00.000Z" },
        { section: "events-seminar", path: "/events/seminar/3", lastmod: "2026-04-03T03:00:00.000Z" },
        { section: "events-feature", path: "/feature_events/7", lastmod: "2026-04-07T03:00:00.000Z" },
        { section: "infos", path: "/cooperating_sites", lastmod: null },
        { section: "infos", path: "/cooperating_sites/5", lastmod: null },
      ]);
    },
  );

  it("refuses a planned event page without its event's data", () => {
    const pages = planDetailPages({
      events,
      featureEventIds: [],
      cooperatingSiteIds: [],
      flags: { internshipRenewal: false, internshipSummaryImage: false },
    });
    expect(() => eventDetailSitemap(pages, { events: events.slice(1), featureEvents })).toThrow(/no event 1/);
  });
});
