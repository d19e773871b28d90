import { deferredReviewPaths } from "./review-defer-policy";
import { planReviewPages, type PlannedReview } from "./review-page-plan";
import { plannedReview as review } from "./test/planned-review";

const companies = [1, 2, 3].map((id) => ({ id, name: `会社${id}`, initial_char: "会", square_logo_url: null }));
const none = { newest: [], helpful: [] };

function deferredFor(companyReviews: PlannedReview[], eventReviews: PlannedReview[], reviewsIndex = none) {
  const pages = planReviewPages({ companies, companyReviews, eventReviews });
  return { pages, deferred: deferredReviewPaths({ pages, companyReviews, eventReviews, reviewsIndex }) };
}

describe("deferredReviewPaths", () => {
  it("prerenders the most helpful review per company and kind (the newest among equals) and defers the other details", () => {
    // newest first within a company
    const companyReviews = [review(5, 1, 0), review(4, 1, 7), review(3, 1, 2), review(9, 2, 1), review(8, 2, 1)];
    const eventReviews = [review(20, 1, 0, "event"), review(19, 1, 3, "event"), review(18, 1, 0, "event")];
    const { deferred } = deferredFor(companyReviews, eventReviews);
    const details = [...deferred].filter((path) => /\/\d+$/.test(path) && !/\/page-\d+$/.test(path)).sort();
    expect(details).toEqual(
      [
        "/companies/1/reviews/5",
        "/companies/1/reviews/3",
        "/companies/2/reviews/8",
        "/companies/1/event_reviews/20",
        "/companies/1/event_reviews/18",
      ].sort(),
    );
  });

  it("keeps every review /reviews links to prerendered", () => {
    const companyReviews = [review(3, 2, 0), review(2, 2, 5), review(6, 2, 0)];
    const linked = {
      newest: [{ path: "/companies/2/reviews/6" }, { path: "/companies/2/reviews/3" }],
      helpful: [],
    } as never;
    const { deferred } = deferredFor(companyReviews, [], linked);
    expect([...deferred].filter((path) => path.startsWith("/companies/2/reviews/"))).toEqual([]);
  });

  it("prerenders the first page of a list with reviews and defers later pages and empty lists", () => {
    const companyReviews = Array.from({ length: 25 }, (_, index) => review(100 - index, 1, 0));
    const { pages, deferred } = deferredFor(companyReviews, []);
    const lists = pages.filter((page) => page.template === "reviewList").map((page) => page.path);
    expect(lists.filter((path) => !deferred.has(path))).toEqual(["/companies/1/reviews"]);
    expect(deferred).toContain("/companies/1/reviews/page-2");
    expect(deferred).toContain("/companies/1/reviews/page-3");
    expect(deferred).toContain("/companies/1/event_reviews");
    expect(deferred).toContain("/companies/2/reviews");
  });
});
