import { Link } from "gatsby";
import * as React from "react";
import { labelledRatings, type ReviewKind, type ReviewPhase, type ReviewRatings } from "@core/reviews";
import { CompanyAvatar } from "@/components/company-avatar/company-avatar";
import type { ReviewedEvent } from "@core/review-pages/review-page-data";
import { RatingList } from "./rating-stars";
import { ReviewMeta } from "./review-meta";
import * as styles from "./reviews.module.css";

export type ReviewCardData = {
  kind: ReviewKind;
  /** the review's detail page; null while it has none (a review posted after the build: see use-fresh-event-reviews.ts) */
  path: string | null;
  phase: ReviewPhase | null;
  graduate_year: number;
  ratings: ReviewRatings;
  title: string;
  excerpt: string;
  helpful_count: number;
  created_at: string;
  event?: ReviewedEvent | null;
  /** 参加者の体験記: written by a student who attended the event */
  attended?: boolean;
  /** shown on lists across companies */
  company?: { name: string; initial_char: string; square_logo: string | null } | null;
};

/**
 * One review in a list: meta, ratings per axis, title linking to the full review, and the excerpt. A review without
 * a detail page yet (posted after the build) has an unlinked title and says its full page is coming.
 */
export function ReviewCard({
  review,
  headingLevel: Heading = "h2",
}: {
  review: ReviewCardData;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <article className={styles.card}>
      {review.company && (
        <p className={styles.cardCompany}>
          <CompanyAvatar initialChar={review.company.initial_char} logoUrl={review.company.square_logo} />
          {review.company.name}
        </p>
      )}
      <ReviewMeta
        kind={review.kind}
        phase={review.phase}
        graduateYear={review.graduate_year}
        createdAt={review.created_at}
        helpfulCount={review.helpful_count}
        attended={review.attended}
      />
      <Heading>{review.path === null ? review.title : <Link to={review.path}>{review.title}</Link>}</Heading>
      {review.event && (
        <p className={styles.event}>
          対象イベント: {review.event.category_label}「{review.event.title}」
        </p>
      )}
      <RatingList ratings={labelledRatings(review.kind, review.ratings)} />
      <p className={styles.excerpt}>{review.excerpt}</p>
      {review.path === null && <p className={styles.muted}>新着のクチコミです。全文のページは近日中に公開されます。</p>}
    </article>
  );
}
