import { deferredReviewPaths } from "../review-defer-policy";
import { planReviewPages, planReviewsIndex } from "../review-page-plan";
import { plannedReview } from "../test/planned-review";
import { reviewSitemap } from "./review-sitemap";

const day = (n: number) => `2026-04-${String(n).padStart(2, "0")}T00:00:00.000Z`;

describe("reviewSitemap", () => {
  const companies = [1, 2].map((id) => ({
    id,
    name: `会社${id}`,
    initial_char: "会",
    square_logo_url: null,
    business_category_id: 1,
  }));
  // company 1: 12 company reviews (two list pages), newest first; one event review; company 2: none
  const companyReviews = Array.from({ length: 12 }, (_, index) =>
    plannedReview(100 - index, 1, index % 3, "company", day(28 - index)),
  );
  const eventReviews = [plannedReview(300, 1, 0, "event", day(10))];
  const pages = planReviewPages({ companies, companyReviews, eventReviews });
  const index = planReviewsIndex({ companies, companyReviews, eventReviews, businessCategories: [] });
  const entries = reviewSitemap(pages, index);
  const listed = new Map(entries.map((entry) => [entry.path, entry.lastmod]));

  it("lists the deferred review pages too", () => {
    const deferred = deferredReviewPaths({
      pages,
      companyReviews,
      eventReviews,
      reviewsIndex: { newest: [], helpful: [] },
    });
    expect(deferred).toContain("/companies/1/reviews/page-2");
    expect(deferred).toContain("/companies/1/reviews/95");
    expect(listed.get("/companies/1/reviews/page-2")).toBe(day(18));
    expect(listed.get("/companies/1/reviews/95")).toBe(day(23));
    const emptyLists = ["/companies/2/reviews", "/companies/2/event_reviews"];
    expect([...deferred].filter((path) => !listed.has(path) && !emptyLists.includes(path))).toEqual([]);
  });

  it("dates details by the review, lists and /reviews by their newest review, and leaves out empty lists", () => {
    expect(listed.get("/reviews")).toBe(day(28));
    expect(listed.get("/companies/1/reviews")).toBe(day(28));
    expect(listed.get("/companies/1/event_reviews")).toBe(day(10));
    expect(listed.get("/companies/1/event_reviews/300")).toBe(day(10));
    expect(listed.has("/companies/2/reviews")).toBe(false);
    expect(listed.has("/companies/2/event_reviews")).toBe(false);
    expect(entries).toHaveLength(1 + 2 + 12 + 1 + 1);
    expect(entries.every((entry) => entry.section === "reviews")).toBe(true);
  });
});
