import * as React from "react";
import { reviewAxesOf, reviewPhaseLabels, reviewPhases, type ReviewKind } from "@core/reviews";
import type { RatingSummary } from "@core/review-pages/review-page-data";
import { RatingList } from "./rating-stars";
import * as styles from "./reviews.module.css";

/** Average overall and per axis, the number of reviews and, for company reviews, how many per phase. */
export function RatingSummaryPanel({ kind, summary }: { kind: ReviewKind; summary: RatingSummary }) {
  if (summary.count === 0) return null;
  const axes = reviewAxesOf(kind).flatMap((axis) => {
    const value = summary.averages[axis.key];
    return value === undefined || axis.key === "overall" ? [] : [{ key: axis.key, label: axis.label, value }];
  });
  return (
    <section className={styles.summary} aria-labelledby="rating-summary-heading">
      <div className={styles.overall}>
        <h2 id="rating-summary-heading">評価の平均</h2>
        <p className={styles.muted}>
          総合評価 <span className={styles.overallValue}>{summary.averages.overall?.toFixed(1)}</span> / 5（
          {summary.count}件）
        </p>
        {summary.phase_counts && (
          <ul className={styles.phaseCounts} aria-label="選考段階ごとの件数">
            {reviewPhases.map((phase) => (
              <li key={phase}>
                {reviewPhaseLabels[phase]} {summary.phase_counts![phase]}件
              </li>
            ))}
          </ul>
        )}
      </div>
      <RatingList ratings={axes} />
    </section>
  );
}
