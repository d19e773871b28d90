import type { Breadcrumb } from "@/components/detail-page/breadcrumbs";
import { companyReviewListPath, reviewsIndexPath } from "@core/review-paths";
import { reviewKindLabels, type ReviewKind } from "@core/reviews";
import { companyPath } from "@core/routes";
import type { ReviewCompany } from "@core/review-pages/review-page-data";

export const reviewsIndexTitle = "クチコミ";

/** ホーム › 企業 › 企業クチコミ (› the review). */
export function companyReviewBreadcrumbs(
  kind: ReviewKind,
  company: ReviewCompany,
  review?: { title: string; path: string },
): Breadcrumb[] {
  const trail = [
    { name: "ホーム", path: "/" },
    { name: company.name, path: companyPath(company.id) },
    { name: reviewKindLabels[kind], path: companyReviewListPath(kind, company.id) },
  ];
  return review ? [...trail, { name: review.title, path: review.path }] : trail;
}

export function reviewsIndexBreadcrumbs(): Breadcrumb[] {
  return [
    { name: "ホーム", path: "/" },
    { name: reviewsIndexTitle, path: reviewsIndexPath },
  ];
}
