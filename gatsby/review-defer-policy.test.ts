import { deferredReviewPaths } from "./review-defer-policy";
import type { PlannedReview } from "./review-page-plan";

function review(id: number, company_id: number, helpful_count: number, kind: "company" | "event" = "company"): PlannedReview {
  return {
    id,
    company_id,
    path: `/companies/${company_id}/reviews/${kind}/${id}`,
    phase: null,
    graduate_year: 2027,
    ratings: { overall: 4 },
    title: `review ${id}`,
    excerpt: "",
    body: "",
    helpful_count,
    created_at: "2026-04-01T00:00:00Z",
    event: null,
  } as PlannedReview;
}

const none = { newest: [], helpful: [] };

describe("deferredReviewPaths", () => {
  it("prerenders the newest and the most helpful review per company and kind and defers the rest", () => {
    // newest first within a company
    const companyReviews = [review(5, 1, 0), review(4, 1, 7), review(3, 1, 2), review(9, 2, 1), review(8, 2, 1)];
    const eventReviews = [review(20, 1, 0, "event"), review(19, 1, 3, "event"), review(18, 1, 0, "event")];
    const deferred = deferredReviewPaths({ companyReviews, eventReviews, reviewsIndex: none });
    expect([...deferred].sort()).toEqual(
      ["/companies/1/reviews/company/3", "/companies/2/reviews/company/8", "/companies/1/reviews/event/18"].sort(),
    );
  });

  it("keeps a company's only review and everything linked from /reviews prerendered", () => {
    const companyReviews = [review(1, 1, 0), review(3, 2, 0), review(2, 2, 5), review(6, 2, 0)];
    const linked = { newest: [{ path: "/companies/2/reviews/company/6" }], helpful: [] } as never;
    expect([...deferredReviewPaths({ companyReviews, eventReviews: [], reviewsIndex: linked })]).toEqual([]);
  });
});
