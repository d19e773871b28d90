import { sql } from "drizzle-orm";
import type { Tx } from "../../registration/transaction";
import { seatTakenCondition } from "../seat-sql";
import { courseDeadlineSql } from "./course-rows";

/** The feature flag under which a schedule with courses is entered through a course only (spec §3 flags). */
export const ENTRY_COURSES_FLAG = "entry_courses_with_event";

export type CourseCheck =
  | { ok: true; lottery: boolean; admissionLimitNumber: number | null }
  | { ok: false; reason: "invalid_course" | "course_required" | "course_closed" };

/**
 * The course rules of an entry, inside the transaction that holds the schedule's row lock (courses belong to the
 * schedule, so that lock orders their seats too):
 * - a course must be one of the schedule's (invalid_course);
 * - while `entry_courses_with_event` is on, a schedule with courses is entered through one (course_required);
 * - a course past its deadline (course-rows.ts: courseDeadlineSql) takes no entries (course_closed);
 * - a lottery course makes the entry an application.
 */
export async function checkCourse(tx: Tx, scheduleId: number, courseId: number | null, now: Date): Promise<CourseCheck> {
  if (courseId === null) {
    const required = await tx.execute<{ required: boolean }>(sql`
      select (exists (select 1 from courses where schedule_id = ${scheduleId})
        and coalesce((select enabled from feature_flags where key = ${ENTRY_COURSES_FLAG}), false)) as required`);
    return required.rows[0]!.required ? { ok: false, reason: "course_required" } : { ok: true, lottery: false, admissionLimitNumber: null };
  }
  const found = await tx.execute<{ lottery: boolean; admission_limit_number: number | null; open: boolean }>(sql`
    select c.lottery, c.admission_limit_number, ${courseDeadlineSql} > ${now.toISOString()} as open
    from courses c join schedules s on s.id = c.schedule_id
    where c.id = ${courseId} and c.schedule_id = ${scheduleId}`);
  const course = found.rows[0];
  if (!course) return { ok: false, reason: "invalid_course" };
  if (!course.open) return { ok: false, reason: "course_closed" };
  return { ok: true, lottery: course.lottery, admissionLimitNumber: course.admission_limit_number };
}

/** The seats of a course taken now: the schedule's seat rule restricted to the course; exact under the schedule lock. */
export async function countCourseSeatsTaken(tx: Tx, courseId: number): Promise<number> {
  const counted = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from entries where course_id = ${courseId} and ${seatTakenCondition()}`);
  return counted.rows[0]!.n;
}
