import type { CompanyReviewRow, EventReviewRow } from "../catalogue-source";
import type { ReviewDetailPageContext, ReviewListPageContext } from "../core/review-pages/review-page-data";
import {
  REVIEWS_PER_PAGE,
  companyReviewFromRow,
  eventReviewFromRow,
  planReviewPages,
  planReviewsIndex,
  type PlannedReviewPage,
} from "./review-page-plan";

const company = (id: number) => ({ id, name: `会社${id}`, initial_char: "カ", square_logo_url: null });

function companyRow(overrides: Partial<CompanyReviewRow> = {}): CompanyReviewRow {
  return {
    id: 1,
    company_id: 1,
    phase: "internship",
    graduate_year: 2027,
    rating_overall: 4,
    rating_atmosphere: 5,
    rating_growth: 4,
    rating_welfare: 3,
    rating_selection: 4,
    title: "社員の方が親切でした",
    body: "若手にも裁量があり、".repeat(20),
    helpful_count: 3,
    created_at: new Date("2026-04-01T03:00:00Z"),
    ...overrides,
  };
}

function eventRow(overrides: Partial<EventReviewRow> = {}): EventReviewRow {
  return {
    id: 1,
    company_id: 1,
    event_id: 10,
    event_title: "夏のインターンシップ",
    event_category: "internship",
    event_has_page: true,
    graduate_year: 2027,
    rating_overall: 5,
    rating_content: 5,
    rating_staff: 4,
    rating_usefulness: 5,
    title: "実務に近い課題でした",
    body: "グループワーク中心でした。",
    helpful_count: 1,
    created_at: new Date("2026-05-01T03:00:00Z"),
    attended: false,
    ...overrides,
  };
}

/** `count` company reviews of a company, newest first (as the read orders them). */
function companyReviews(companyId: number, count: number, firstId = 1) {
  return Array.from({ length: count }, (_, index) =>
    companyReviewFromRow(
      companyRow({
        id: firstId + index,
        company_id: companyId,
        created_at: new Date(Date.UTC(2026, 5, 30 - index)),
        helpful_count: index,
      }),
    ),
  );
}

const listPages = (pages: PlannedReviewPage[]) => pages.filter((page) => page.template === "reviewList");
const detailPages = (pages: PlannedReviewPage[]) => pages.filter((page) => page.template === "reviewDetail");

describe("companyReviewFromRow / eventReviewFromRow", () => {
  it("keeps the company axes, the phase and an 80-character excerpt", () => {
    const review = companyReviewFromRow(companyRow({ id: 7, company_id: 3 }));
    expect(review).toMatchObject({
      id: 7,
      path: "/companies/3/reviews/7",
      phase: "internship",
      ratings: { overall: 4, atmosphere: 5, growth: 4, welfare: 3, selection: 4 },
      created_at: "2026-04-01T03:00:00.000Z",
      event: null,
      attended: false,
    });
    expect(Array.from(review.excerpt)).toHaveLength(81);
    expect(review.excerpt.endsWith("…")).toBe(true);
  });

  it.each([
    ["a published internship", { event_has_page: true }, "/events/internship/10"],
    ["a selection event (route category selection)", { event_category: "entry" as const }, "/events/selection/10"],
    [
      "an event without a public page (unpublished or a joint fair)",
      { event_has_page: false, event_category: "gosetsu" as const },
      null,
    ],
  ])("links the reviewed event for %s", (_name, overrides, path) => {
    const review = eventReviewFromRow(eventRow(overrides));
    expect(review.event?.path).toBe(path);
    expect(review).toMatchObject({
      path: "/companies/1/event_reviews/1",
      phase: null,
      ratings: { overall: 5, content: 5, staff: 4, usefulness: 5 },
    });
  });

  it.each([
    ["an attendee's review (written from an attended entry)", true],
    ["a review gathered without check-in", false],
  ])("marks %s as attended=%s", (_name, attended) => {
    expect(eventReviewFromRow(eventRow({ attended })).attended).toBe(attended);
  });
});

describe("planReviewPages", () => {
  it("gives a company without reviews both lists with one empty page and no details", () => {
    const pages = planReviewPages({ companies: [company(5)], companyReviews: [], eventReviews: [] });
    expect(pages.map((page) => page.path)).toEqual(["/companies/5/reviews", "/companies/5/event_reviews"]);
    expect(pages[0]!.context).toMatchObject({
      page: 1,
      totalPages: 1,
      reviews: [],
      summary: { count: 0, averages: {} },
    });
  });

  it.each([
    [1, ["/companies/1/reviews"]],
    [REVIEWS_PER_PAGE, ["/companies/1/reviews"]],
    [REVIEWS_PER_PAGE + 1, ["/companies/1/reviews", "/companies/1/reviews/page-2"]],
    [REVIEWS_PER_PAGE * 3, ["/companies/1/reviews", "/companies/1/reviews/page-2", "/companies/1/reviews/page-3"]],
  ])("pages %i reviews as %j (10 a page, page-N from 2)", (count, paths) => {
    const pages = listPages(
      planReviewPages({ companies: [company(1)], companyReviews: companyReviews(1, count), eventReviews: [] }),
    );
    expect(pages.filter((page) => page.context.kind === "company").map((page) => page.path)).toEqual(paths);
    const contexts = pages
      .filter((page) => page.context.kind === "company")
      .map((page) => page.context as ReviewListPageContext);
    expect(contexts.map((context) => context.reviews.length).reduce((a, b) => a + b, 0)).toBe(count);
    expect(contexts.every((context) => context.totalPages === paths.length)).toBe(true);
  });

  it("keeps each company's reviews under that company only, newest first, with the summary on every page", () => {
    const reviews = [...companyReviews(1, 12, 1), ...companyReviews(2, 1, 100)];
    const pages = planReviewPages({ companies: [company(1), company(2)], companyReviews: reviews, eventReviews: [] });
    const details = detailPages(pages).map((page) => page.path);
    expect(details).toHaveLength(13);
    expect(details).toContain("/companies/2/reviews/100");
    expect(details).not.toContain("/companies/1/reviews/100");
    const second = pages.find((page) => page.path === "/companies/1/reviews/page-2")!.context as ReviewListPageContext;
    expect(second.reviews.map((review) => review.id)).toEqual([11, 12]);
    expect(second.summary.count).toBe(12);
    expect(second.reviews[0]).not.toHaveProperty("body");
  });

  it("gives every detail its full body and the newer and older reviews of the company", () => {
    const pages = planReviewPages({ companies: [company(1)], companyReviews: companyReviews(1, 3), eventReviews: [] });
    const context = (id: number) =>
      pages.find((page) => page.path === `/companies/1/reviews/${id}`)!.context as ReviewDetailPageContext;
    expect(context(1).newer).toBeNull();
    expect(context(1).older).toEqual({ path: "/companies/1/reviews/2", title: "社員の方が親切でした" });
    expect(context(2).newer?.path).toBe("/companies/1/reviews/1");
    expect(context(3).older).toBeNull();
    expect(context(2).review.body).toBe(companyRow().body);
    expect(context(2).company).toEqual(company(1));
  });

  it("carries an event review's attendance to its list item and its detail page", () => {
    const reviews = [
      eventReviewFromRow(eventRow({ id: 5, attended: true })),
      eventReviewFromRow(eventRow({ id: 4, attended: false })),
    ];
    const pages = planReviewPages({
      companies: [company(1)],
      companyReviews: companyReviews(1, 1),
      eventReviews: reviews,
    });
    const list = pages.find((page) => page.path === "/companies/1/event_reviews")!.context as ReviewListPageContext;
    expect(list.reviews.map((review) => [review.id, review.attended])).toEqual([
      [5, true],
      [4, false],
    ]);
    const detail = (path: string) =>
      (pages.find((page) => page.path === path)!.context as ReviewDetailPageContext).review.attended;
    expect(detail("/companies/1/event_reviews/5")).toBe(true);
    expect(detail("/companies/1/event_reviews/4")).toBe(false);
    expect(detail("/companies/1/reviews/1")).toBe(false);
  });

  it("plans event reviews under /event_reviews", () => {
    const pages = planReviewPages({
      companies: [company(1)],
      companyReviews: [],
      eventReviews: [eventReviewFromRow(eventRow({ id: 4 }))],
    });
    expect(pages.map((page) => page.path)).toEqual([
      "/companies/1/reviews",
      "/companies/1/event_reviews",
      "/companies/1/event_reviews/4",
    ]);
    expect((pages[1]!.context as ReviewListPageContext).summary).toEqual({
      count: 1,
      averages: { overall: 5, content: 5, staff: 4, usefulness: 5 },
      phase_counts: null,
    });
  });

  it("plans no page for reviews of a company that has no page", () => {
    const pages = planReviewPages({ companies: [company(1)], companyReviews: companyReviews(9, 2), eventReviews: [] });
    expect(detailPages(pages)).toEqual([]);
  });
});

describe("planReviewsIndex", () => {
  it("picks the newest and the most helpful reviews of both kinds with their company", () => {
    const index = planReviewsIndex({
      companies: [{ ...company(1), business_category_id: 3 }],
      companyReviews: companyReviews(1, 12),
      eventReviews: [
        eventReviewFromRow(
          eventRow({ id: 2, created_at: new Date("2026-07-01T00:00:00Z"), helpful_count: 50, attended: true }),
        ),
      ],
      businessCategories: [{ id: 3, name: "IT・通信" }],
    });
    expect(index.newest).toHaveLength(10);
    expect(index.newest[0]).toMatchObject({
      kind: "event",
      id: 2,
      company: { id: 1, name: "会社1", business_category_id: 3 },
      attended: true,
    });
    expect(index.newest[1]).toMatchObject({ kind: "company", id: 1, attended: false });
    expect(index.helpful.map((review) => review.helpful_count)).toEqual([50, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(index.businessCategories).toEqual([{ id: 3, name: "IT・通信" }]);
  });
});
