import { sql } from "drizzle-orm";
import type { Tx } from "../../platform/database/transaction";
import { seatTakenCondition } from "../seat-sql";

/** The feature flag under which a schedule with courses is entered through a course only (spec §3 flags). */
export const ENTRY_COURSES_FLAG = "entry_courses_with_event";

/** SQL: the seats of a course taken (the schedule's seat rule restricted to the course), as an int expression. */
export const courseSeatsTakenSql = (courseId: number | null) =>
  sql`(select count(*)::int from entries where course_id = ${courseId}::int and ${seatTakenCondition()})`;

/** The seats of a course taken now; exact under its schedule's row lock. */
export async function countCourseSeatsTaken(tx: Tx, courseId: number): Promise<number> {
  const counted = await tx.execute<{ n: number }>(sql`select ${courseSeatsTakenSql(courseId)} as n`);
  return Number(counted.rows[0]!.n);
}
