import * as React from "react";
import { ButtonLink } from "@/components/button";
import { FocusHeading } from "@/components/focus-heading";
import { schedulePlaceLabel, type SchedulePlaceFields } from "@core/entries/schedule-place";
import { formatTokyoDateTime, tokyoDateTimeAttribute } from "@core/dates/tokyo-date";
import { loginPathFor } from "@/features/auth";
import { ENTRY_PROBLEM_MESSAGES, type EntryProblem } from "../entry-error-message";
import * as styles from "./entries.module.css";

export function Time({ iso }: { iso: string }) {
  return <time dateTime={tokyoDateTimeAttribute(iso)}>{formatTokyoDateTime(iso)}</time>;
}

/**
 * The page's heading. These pages render only a loading status until their calls answer (the prerendered shell has
 * no heading), so the heading takes the focus when it appears or the state changes: screen readers start there.
 */
export function PageHeading({ children, focusKey }: { children: React.ReactNode; focusKey: string }) {
  return (
    <FocusHeading focusKey={focusKey} className={styles.heading}>
      {children}
    </FocusHeading>
  );
}

export function PageStatus({ children = "読み込んでいます…" }: { children?: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <p className={styles.status} role="status" aria-busy="true">
        {children}
      </p>
    </div>
  );
}

type ScheduleFacts = SchedulePlaceFields & {
  title: string | null;
  start_at: string;
  end_at: string;
  detailed_address: string | null;
  time_limit_at?: string | null;
};

/** 日程, 日時 (Japan time), 場所 (オンライン or prefecture, place and address) and, when given, 締切. */
export function ScheduleFactsList({
  schedule,
  eventTitle,
  companyName,
  courseTitle = null,
}: {
  schedule: ScheduleFacts;
  eventTitle: string;
  companyName: string | null;
  courseTitle?: string | null;
}) {
  return (
    <dl className={styles.summary}>
      <dt>イベント</dt>
      <dd>{eventTitle}</dd>
      {companyName && (
        <>
          <dt>主催企業</dt>
          <dd>{companyName}</dd>
        </>
      )}
      <dt>日程</dt>
      <dd>{schedule.title ?? "日程"}</dd>
      <dt>日時</dt>
      <dd>
        <Time iso={schedule.start_at} />〜<Time iso={schedule.end_at} />
      </dd>
      <dt>場所</dt>
      <dd>
        {schedulePlaceLabel(schedule)}
        {!schedule.is_online && schedule.detailed_address && (
          <>
            <br />
            {schedule.detailed_address}
          </>
        )}
      </dd>
      {schedule.time_limit_at && (
        <>
          <dt>締切</dt>
          <dd>
            <Time iso={schedule.time_limit_at} />
          </dd>
        </>
      )}
      {courseTitle && (
        <>
          <dt>コース</dt>
          <dd>{courseTitle}</dd>
        </>
      )}
    </dl>
  );
}

/** A state the page cannot continue from, explained in Japanese, with the way back (and to sign in when that is the problem). */
const COURSE_PROBLEMS: readonly EntryProblem[] = ["course_full", "course_closed", "course_required"];

export function ProblemView({
  problem,
  eventPagePath,
  returnTo,
  coursesPath = null,
}: {
  problem: EntryProblem;
  eventPagePath: string | null;
  returnTo: string;
  /** the schedule's courses page: a course problem offers 「コースを選び直す」 */
  coursesPath?: string | null;
}) {
  const { title, message } = ENTRY_PROBLEM_MESSAGES[problem];
  return (
    <div className={styles.page}>
      <section className={styles.card} data-entry-problem={problem}>
        <PageHeading focusKey={problem}>{title}</PageHeading>
        <p role="alert">{message}</p>
        <div className={styles.pageActions}>
          {problem === "unauthorized" && (
            <ButtonLink variant="primary" size="large" to={loginPathFor(returnTo)}>
              ログインする
            </ButtonLink>
          )}
          {coursesPath && COURSE_PROBLEMS.includes(problem) && (
            <ButtonLink variant="primary" size="large" to={coursesPath}>
              コースを選び直す
            </ButtonLink>
          )}
          {eventPagePath ? (
            <ButtonLink variant="secondary" size="large" to={eventPagePath}>
              イベントページに戻る
            </ButtonLink>
          ) : (
            <ButtonLink variant="secondary" size="large" to="/">
              トップページへ
            </ButtonLink>
          )}
        </div>
      </section>
    </div>
  );
}
