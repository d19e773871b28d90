import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { CourseDetailResponse, MyCourseEntriesResponse, ScheduleCoursesResponse } from "../../../core/api/courses";
import { publishedEventCondition } from "../../event-records/published-event-sql";
import { ApiError } from "../../platform/http/api-error";
import { readMyEntries, readScheduleSummary } from "../my-entries";
import { readCourses } from "./course-rows";

/** GET /api/v1/events/{event_id}/schedules/{schedule_id}/courses: 404 unless the schedule belongs to a published event. */
export async function loadScheduleCourses(
  db: Db,
  eventId: number,
  scheduleId: number,
  now: Date = new Date(),
): Promise<ScheduleCoursesResponse> {
  const schedule = await db.execute(sql`
    select 1 from schedules s join events e on e.id = s.event_id
    where s.id = ${scheduleId} and s.event_id = ${eventId} and ${publishedEventCondition("e", now)}`);
  if (schedule.rows.length === 0)
    throw new ApiError(404, "not_found", "No published schedule with this id under this event");
  return { schedule_id: scheduleId, courses: await readCourses(db, sql`c.schedule_id = ${scheduleId}`, now) };
}

/** GET /api/v1/event_entry_courses: the student's entries with a course, upcoming schedules first (soonest), then past. */
export async function listMyCourseEntries(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<MyCourseEntriesResponse> {
  const at = now.toISOString();
  const entries = await readMyEntries(
    db,
    userId,
    sql`en.course_id is not null`,
    sql`(s.end_at < ${at}), case when s.end_at >= ${at} then s.start_at end asc, s.start_at desc, en.id`,
    now,
  );
  const courseIds = [...new Set(entries.map((entry) => entry.entry.course_id!))];
  if (courseIds.length === 0) return { course_entries: [] };
  const courses = await readCourses(
    db,
    sql`c.id in (${sql.join(
      courseIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    now,
  );
  const byId = new Map(courses.map((course) => [course.id, course]));
  return { course_entries: entries.map((entry) => ({ course: byId.get(entry.entry.course_id!)!, entry })) };
}

/** GET /api/v1/event_entry_courses/{course_id}: a course of a published event and the student's entry for it. */
export async function loadCourseDetail(
  db: Db,
  userId: string,
  courseId: number,
  now: Date = new Date(),
): Promise<CourseDetailResponse> {
  const [course] = await readCourses(db, sql`c.id = ${courseId} and ${publishedEventCondition("e", now)}`, now);
  if (!course) throw new ApiError(404, "not_found", "Course not found");
  const facts = await db.execute<{
    event_id: number;
    event_title: string;
    category: CourseDetailResponse["event"]["category"];
    company_name: string | null;
  }>(sql`
    select e.id as event_id, e.title as event_title, e.category, co.name as company_name
    from schedules s join events e on e.id = s.event_id left join companies co on co.id = e.host_company_id
    where s.id = ${course.schedule_id}`);
  const event = facts.rows[0]!;
  const [entry] = await readMyEntries(db, userId, sql`en.course_id = ${courseId}`, sql`en.id desc`, now);
  const schedule = entry?.schedule ?? (await readScheduleSummary(db, course.schedule_id))!;
  return {
    course,
    event: { id: event.event_id, title: event.event_title, category: event.category, company_name: event.company_name },
    schedule,
    entry: entry ?? null,
  };
}
