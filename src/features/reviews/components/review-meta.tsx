import * as React from "react";
import { formatTokyoDate, tokyoDateTimeAttribute } from "@core/dates/tokyo-date";
import {
  reviewKindLabels,
  reviewPhaseLabels,
  shortGraduateYear,
  type ReviewKind,
  type ReviewPhase,
} from "@core/reviews";
import * as styles from "./reviews.module.css";

type ReviewMetaProps = {
  kind: ReviewKind;
  phase: ReviewPhase | null;
  graduateYear: number;
  createdAt: string;
  helpfulCount: number;
  /** written by a student who attended the event (checked in) */
  attended?: boolean;
};

const ATTENDED_LABEL = "参加者の体験記";
const ATTENDED_DESCRIPTION = "イベントに出席した学生の投稿";

/** 参加者の体験記: a text badge (its meaning spelled out for screen readers, and on hover). */
export function AttendedBadge() {
  return (
    <span className={styles.attendedBadge} title={ATTENDED_DESCRIPTION}>
      {ATTENDED_LABEL}
      <span className="visually-hidden">（{ATTENDED_DESCRIPTION}）</span>
    </span>
  );
}

/**
 * Phase (company reviews) or kind (event reviews), the attendee badge, graduate year, date (Asia/Tokyo) and helpful
 * count.
 */
export function ReviewMeta({ kind, phase, graduateYear, createdAt, helpfulCount, attended = false }: ReviewMetaProps) {
  return (
    <p className={styles.meta}>
      <span className={styles.badge}>{phase ? reviewPhaseLabels[phase] : reviewKindLabels[kind]}</span>
      {attended && <AttendedBadge />}
      <span>{shortGraduateYear(graduateYear)}</span>
      <time dateTime={tokyoDateTimeAttribute(createdAt)}>{formatTokyoDate(createdAt)}</time>
      <span>参考になった {helpfulCount}人</span>
    </p>
  );
}
