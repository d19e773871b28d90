import { sql, type SQL } from "drizzle-orm";
import type { EntryCourse } from "../../../core/api/courses";
import type { Executor } from "../../platform/database/transaction";
import { seatTakenCondition } from "../seat-sql";

type CourseRow = {
  id: number;
  schedule_id: number;
  title: string;
  description: string;
  display_order: number;
  admission_limit_number: number | null;
  seats_taken: number;
  lottery: boolean;
  deadline: Date | string;
  taking_entries: boolean;
};

/**
 * The deadline of a course: its own `time_limit_at`, else the schedule's `course_time_limit_at`, else the schedule's
 * `time_limit_at` (course `c`, schedule `s`). Entering, the course pages and the lottery all read this one rule.
 */
export const courseDeadlineSql = sql`coalesce(c.time_limit_at, s.course_time_limit_at, s.time_limit_at)`;

/** The seats a course has taken: the schedule's seat rule (db/sql/seat-taken.ts) restricted to the course's entries. */
export const courseSeatsTakenSql = sql`(select count(*)::int from entries n where n.course_id = c.id and ${seatTakenCondition("n")})`;

/** Courses matching `where` (aliases `c` course, `s` schedule, `e` event), in display order, as the API shows them. */
export async function readCourses(executor: Executor, where: SQL, now: Date): Promise<EntryCourse[]> {
  const at = now.toISOString();
  const result = await executor.execute<CourseRow>(sql`
    select c.id, c.schedule_id, c.title, c.description, c.display_order, c.admission_limit_number, c.lottery,
      ${courseSeatsTakenSql} as seats_taken, ${courseDeadlineSql} as deadline,
      (not s.canceled and not s.stopped_entry and s.time_limit_at > ${at} and s.start_at > ${at} and ${courseDeadlineSql} > ${at}) as taking_entries
    from courses c join schedules s on s.id = c.schedule_id join events e on e.id = s.event_id
    where ${where}
    order by c.schedule_id, c.display_order, c.id`);
  return result.rows.map(toEntryCourse);
}

export function toEntryCourse(row: CourseRow): EntryCourse {
  return {
    id: row.id,
    schedule_id: row.schedule_id,
    title: row.title,
    description: row.description,
    display_order: row.display_order,
    admission_limit_number: row.admission_limit_number,
    has_reached_admission_limit:
      row.admission_limit_number !== null && Number(row.seats_taken) >= row.admission_limit_number,
    remaining_seat_count:
      row.admission_limit_number === null ? null : Math.max(0, row.admission_limit_number - Number(row.seats_taken)),
    lottery: row.lottery,
    time_limit_at: new Date(row.deadline).toISOString(),
    taking_entries: row.taking_entries,
  };
}
