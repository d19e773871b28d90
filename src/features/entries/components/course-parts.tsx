import * as React from "react";
import type { EntryCourse } from "@core/api/courses";
import { Time } from "./entry-page-parts";
import * as styles from "./courses.module.css";
import * as entryStyles from "./entries.module.css";
import { seatsLeftLabel } from "@core/seats-left";

/** 抽選 when the course's entries are lottery applications (drawn after its deadline). */
export function LotteryBadge({ course }: { course: Pick<EntryCourse, "lottery"> }) {
  return course.lottery ? <span className={styles.badge}>抽選</span> : null;
}

/** 定員 N名 when the course has an admission limit. */
export function courseCapacityLabel(
  course: Pick<EntryCourse, "admission_limit_number" | "remaining_seat_count">,
): string | null {
  if (course.admission_limit_number === null) return null;
  const left = seatsLeftLabel(course.remaining_seat_count);
  return left ? `定員${course.admission_limit_number}名・${left}` : `定員${course.admission_limit_number}名`;
}

/** The chosen course in a summary: title, description, 抽選 note, 締切. */
export function CourseFactsList({ course }: { course: EntryCourse }) {
  return (
    <dl className={entryStyles.summary}>
      <dt>コース</dt>
      <dd>
        <span className={styles.courseTitle}>{course.title}</span> <LotteryBadge course={course} />
        {course.description && <p className={styles.description}>{course.description}</p>}
        {course.lottery && (
          <p className={styles.description}>
            このコースは抽選です。お申し込みのあと、締切後の抽選で参加者が決まります。
          </p>
        )}
      </dd>
      <dt>コースの締切</dt>
      <dd>
        <Time iso={course.time_limit_at} />
      </dd>
    </dl>
  );
}
