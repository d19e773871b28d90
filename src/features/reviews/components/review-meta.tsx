import * as React from "react";
import { formatTokyoDate, tokyoDateTimeAttribute } from "../../../lib/dates/tokyo-date";
import { reviewKindLabels, reviewPhaseLabels, shortGraduateYear, type ReviewKind, type ReviewPhase } from "../../../domain/reviews";
import * as styles from "./reviews.module.css";

type ReviewMetaProps = { kind: ReviewKind; phase: ReviewPhase | null; graduateYear: number; createdAt: string; helpfulCount: number };

/** Phase (company reviews) or kind (event reviews), graduate year, date (Asia/Tokyo) and helpful count. */
export function ReviewMeta({ kind, phase, graduateYear, createdAt, helpfulCount }: ReviewMetaProps) {
  return (
    <p className={styles.meta}>
      <span className={styles.badge}>{phase ? reviewPhaseLabels[phase] : reviewKindLabels[kind]}</span>
      <span>{shortGraduateYear(graduateYear)}</span>
      <time dateTime={tokyoDateTimeAttribute(createdAt)}>{formatTokyoDate(createdAt)}</time>
      <span>参考になった {helpfulCount}人</span>
    </p>
  );
}
