import type { PlannedReview } from "../review-page-plan";

/** A review as gatsby/review-pages.ts reads it, with what the plans look at. */
export function plannedReview(
  id: number,
  company_id: number,
  helpful_count: number,
  kind: "company" | "event" = "company",
  created_at = "2026-04-01T00:00:00Z",
): PlannedReview {
  const section = kind === "company" ? "reviews" : "event_reviews";
  return {
    id,
    company_id,
    path: `/companies/${company_id}/${section}/${id}`,
    phase: kind === "company" ? "selection" : null,
    graduate_year: 2027,
    ratings: { overall: 4 },
    title: `review ${id}`,
    excerpt: "",
    body: "",
    helpful_count,
    created_at,
    event: null,
    attended: false,
  } as PlannedReview;
}
