import { companyPath } from "./routes";
import type { ReviewKind } from "./reviews";

/** Route builders of the review pages (spec §2). Page 1 has no segment; later pages end in /page-N. */

export const reviewsIndexPath = "/reviews";

const segment: Record<ReviewKind, string> = { company: "reviews", event: "event_reviews" };

export function companyReviewListPath(kind: ReviewKind, companyId: number, page = 1): string {
  const base = `${companyPath(companyId)}/${segment[kind]}`;
  return page > 1 ? `${base}/page-${page}` : base;
}

export function companyReviewPath(kind: ReviewKind, companyId: number, reviewId: number): string {
  return `${companyPath(companyId)}/${segment[kind]}/${reviewId}`;
}
