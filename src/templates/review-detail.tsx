import { Link, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { SeoHead, useJsonLdContext } from "@/components/seo";
import { companyReviewPath } from "@core/review-paths";
import { labelledRatings, reviewKindLabels, shortGraduateYear } from "@core/reviews";
import { companyPath } from "@core/routes";
import { tokyoDateTimeAttribute } from "@core/dates/tokyo-date";
import { reviewJsonLd } from "@/lib/seo/review-json-ld";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import {
  CompanyReviewHeader,
  RatingList,
  ReviewMeta,
  reviewsStyles as styles,
  companyReviewBreadcrumbs,
} from "@/features/reviews";
import type { ReviewDetailPageContext } from "@core/review-pages/review-page-data";

function pathOf({ kind, company, review }: ReviewDetailPageContext): string {
  return companyReviewPath(kind, company.id, review.id);
}

/**
 * /companies/{id}/reviews/{review_id} and /companies/{id}/event_reviews/{id}: one review in full. Only the review's
 * own company has the page (any other company id is the 404 screen). Data from the page context, no page query.
 */
export default function ReviewDetailTemplate({ pageContext }: PageProps<object, ReviewDetailPageContext>) {
  const { kind, company, review, newer, older } = pageContext;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        items={companyReviewBreadcrumbs(kind, company, { title: review.title, path: pathOf(pageContext) })}
      />
      <CompanyReviewHeader
        company={company}
        kind={kind}
        onList={false}
        title={
          <p>
            {company.name}の{reviewKindLabels[kind]}
          </p>
        }
      />
      <article className={styles.card}>
        <ReviewMeta
          kind={kind}
          phase={review.phase}
          graduateYear={review.graduate_year}
          createdAt={review.created_at}
          helpfulCount={review.helpful_count}
          attended={review.attended}
        />
        <h1>{review.title}</h1>
        {review.event && (
          <p className={styles.event}>
            対象イベント: {review.event.category_label}「
            {review.event.path ? <Link to={review.event.path}>{review.event.title}</Link> : review.event.title}」
          </p>
        )}
        <section aria-label="評価">
          <RatingList ratings={labelledRatings(kind, review.ratings)} />
        </section>
        <p className={styles.body}>{review.body}</p>
      </article>
      {(newer || older) && (
        <nav className={styles.neighbours} aria-label={`${company.name}のほかの${reviewKindLabels[kind]}`}>
          <ul>
            {newer && (
              <li>
                <Link to={newer.path} rel="prev">
                  <span className={styles.muted}>← 新しいクチコミ</span>
                  {newer.title}
                </Link>
              </li>
            )}
            {older && (
              <li className={styles.older}>
                <Link to={older.path} rel="next">
                  <span className={styles.muted}>古いクチコミ →</span>
                  {older.title}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}

export function Head({ pageContext, location }: HeadProps<object, ReviewDetailPageContext>) {
  const { kind, company, review } = pageContext;
  const { toUrl } = useJsonLdContext();
  const path = pathOf(pageContext);
  return (
    <SeoHead
      location={location}
      title={`${review.title}｜${company.name}の${reviewKindLabels[kind]}`}
      description={`${company.name}の${reviewKindLabels[kind]}（${shortGraduateYear(review.graduate_year)}・総合評価 ${review.ratings.overall} / 5）: ${review.body.slice(0, 100)}`}
      path={path}
      image={company.square_logo_url}
      imageAlt={`${company.name}のロゴ`}
      ogType="article"
      jsonLd={[
        reviewJsonLd({
          title: review.title,
          body: review.body,
          publishedAt: tokyoDateTimeAttribute(review.created_at),
          url: toUrl(path),
          authorName: `${shortGraduateYear(review.graduate_year)}の学生`,
          rating: review.ratings.overall,
          itemReviewed: { "@type": "Organization", name: company.name, url: toUrl(companyPath(company.id)) },
        }),
      ]}
      breadcrumbs={companyReviewBreadcrumbs(kind, company, { title: review.title, path })}
    />
  );
}
