import { reviewAxesOf, reviewPhases, type ReviewKind, type ReviewPhase, type ReviewRatings } from "../reviews";
import type { RatingSummary } from "./review-page-data";

/** Average of the values rounded to one decimal (half away from zero, as students read ratings). */
export function roundedAverage(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sum = values.reduce((total, value) => total + value, 0);
  return Math.round((sum * 10) / values.length) / 10;
}

/** The rating summary of a company's reviews of one kind: count, average per axis and, for company reviews, counts per phase. */
export function summarizeRatings(
  kind: ReviewKind,
  reviews: ReadonlyArray<{ ratings: ReviewRatings; phase: ReviewPhase | null }>,
): RatingSummary {
  const averages: RatingSummary["averages"] = {};
  for (const axis of reviewAxesOf(kind)) {
    const values = reviews.flatMap((review) =>
      review.ratings[axis.key] === undefined ? [] : [review.ratings[axis.key]!],
    );
    const average = roundedAverage(values);
    if (average !== null) averages[axis.key] = average;
  }
  let phaseCounts: RatingSummary["phase_counts"] = null;
  if (kind === "company") {
    const counts = Object.fromEntries(reviewPhases.map((phase) => [phase, 0])) as Record<ReviewPhase, number>;
    for (const review of reviews) if (review.phase) counts[review.phase] += 1;
    phaseCounts = counts;
  }
  return { count: reviews.length, averages, phase_counts: phaseCounts };
}
