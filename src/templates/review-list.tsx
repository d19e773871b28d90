import type { HeadProps, PageProps } from "gatsby";
import * as React from "react";
import { Pagination } from "@/components/pagination/pagination";
import { SeoHead, useJsonLdContext } from "@/components/seo";
import { companyReviewListPath } from "@core/review-paths";
import { reviewKindLabels } from "@core/reviews";
import { companyPath } from "@core/routes";
import { organizationJsonLd } from "@/lib/seo/organization-json-ld";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import {
  CompanyReviewHeader,
  RatingSummaryPanel,
  ReviewCard,
  reviewsStyles as styles,
  companyReviewBreadcrumbs,
  useFreshEventReviews,
} from "@/features/reviews";
import type { ReviewListPageContext } from "@core/review-pages/review-page-data";

function listTitle({ kind, company, page }: ReviewListPageContext): string {
  return `${company.name}の${reviewKindLabels[kind]}${page > 1 ? `（${page}ページ目）` : ""}`;
}

/**
 * /companies/{id}/reviews and /companies/{id}/event_reviews (+ /page-N): a company's reviews of one kind, newest
 * first. Everything comes from the page context (no page query: there is a list for every company); page 1 of the
 * event reviews adds, after hydration, the ones posted since the build (useFreshEventReviews).
 */
export default function ReviewListTemplate({ pageContext }: PageProps<object, ReviewListPageContext>) {
  const { kind, company, summary, page, totalPages } = pageContext;
  const reviews = useFreshEventReviews(company.id, pageContext.reviews, kind === "event" && page === 1);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={companyReviewBreadcrumbs(kind, company)} />
      <CompanyReviewHeader company={company} kind={kind} onList={true} title={<h1>{listTitle(pageContext)}</h1>} />
      <RatingSummaryPanel kind={kind} summary={summary} />
      {reviews.length === 0 ? (
        <p className={styles.empty}>
          {company.name}の{reviewKindLabels[kind]}はまだありません。
        </p>
      ) : (
        <ul className={styles.list} aria-label={`${reviewKindLabels[kind]}（新しい順）`}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={{ ...review, kind }} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        current={page}
        totalPages={totalPages}
        href={(target) => companyReviewListPath(kind, company.id, target)}
      />
    </div>
  );
}

export function Head({ pageContext, location }: HeadProps<object, ReviewListPageContext>) {
  const { kind, company, summary, page } = pageContext;
  const { toUrl } = useJsonLdContext();
  const average = summary.averages.overall;
  const description =
    summary.count === 0
      ? `${company.name}の${reviewKindLabels[kind]}のページです。`
      : `${company.name}の${reviewKindLabels[kind]}${summary.count}件（総合評価の平均 ${average?.toFixed(1)} / 5）。学生が評価と体験を投稿しています。`;
  return (
    <SeoHead
      location={location}
      title={listTitle(pageContext)}
      description={description}
      path={companyReviewListPath(kind, company.id, page)}
      image={company.square_logo_url}
      imageAlt={`${company.name}のロゴ`}
      jsonLd={[
        organizationJsonLd({
          name: company.name,
          url: toUrl(companyPath(company.id)),
          logoUrl: company.square_logo_url && toUrl(company.square_logo_url),
          rating: { average, count: summary.count },
        }),
      ]}
      breadcrumbs={companyReviewBreadcrumbs(kind, company)}
    />
  );
}
