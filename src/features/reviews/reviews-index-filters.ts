import type { ReviewKind } from "@core/reviews";
import type { ReviewListQuery } from "@core/api/reviews";

/** Filters of /reviews, kept in the URL query (`?industry=3&kind=event`); no query = every review. */
export type ReviewsIndexFilters = { industry: number | null; kind: ReviewKind | null };

export const noReviewFilters: ReviewsIndexFilters = { industry: null, kind: null };

/** Reads the filters from a location's search; unknown or malformed values are ignored. */
export function parseReviewFilters(search: string, industryIds: readonly number[]): ReviewsIndexFilters {
  const params = new URLSearchParams(search);
  const industry = Number(params.get("industry"));
  const kind = params.get("kind");
  return {
    industry: Number.isInteger(industry) && industryIds.includes(industry) ? industry : null,
    kind: kind === "company" || kind === "event" ? kind : null,
  };
}

export function hasReviewFilters(filters: ReviewsIndexFilters): boolean {
  return filters.industry !== null || filters.kind !== null;
}

/** "/reviews?industry=3&kind=event", or "/reviews" without filters. */
export function reviewFiltersHref(basePath: string, filters: ReviewsIndexFilters): string {
  const params = new URLSearchParams();
  if (filters.industry !== null) params.set("industry", String(filters.industry));
  if (filters.kind !== null) params.set("kind", filters.kind);
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** The GET /api/v1/reviews query of one section. */
export function reviewFiltersQuery(
  filters: ReviewsIndexFilters,
  order: "newest" | "helpful",
  per: number,
): ReviewListQuery {
  return {
    kind: filters.kind ?? "all",
    business_category_ids: filters.industry === null ? undefined : [filters.industry],
    order,
    per,
  };
}
