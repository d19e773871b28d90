import { z } from "zod";
import { myEntrySchema } from "./entries";

const isoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * An entry course of a schedule (spec §1 "event entry courses"): a track of the schedule with its own seats,
 * deadline and lottery. Seats follow the schedule's seat rule (db/sql/seat-taken.ts) restricted to the course.
 */
export const entryCourseSchema = z.object({
  id: z.number().int(),
  schedule_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  display_order: z.number().int(),
  admission_limit_number: z.number().int().nullable(),
  has_reached_admission_limit: z.boolean(),
  /** free seats of the course (never below 0); null without a limit */
  remaining_seat_count: z.number().int().nullable(),
  /** entries for this course are lottery applications, drawn with the schedule's lottery after its deadline */
  lottery: z.boolean(),
  /** the course's deadline: its own, else the schedule's `course_time_limit_at`, else the schedule's `time_limit_at` */
  time_limit_at: isoDateTimeSchema,
  /** the schedule takes entries and the course's deadline has not passed */
  taking_entries: z.boolean(),
});
export type EntryCourse = z.infer<typeof entryCourseSchema>;

/** Path parameters of GET /api/v1/events/{event_id}/schedules/{schedule_id}/courses (digits, else 404). */
export const scheduleCoursesParamsSchema = z.object({ event_id: z.string(), schedule_id: z.string() });

/** GET /api/v1/events/{event_id}/schedules/{schedule_id}/courses: the schedule's courses in display order (public). */
export const scheduleCoursesResponseSchema = z.object({
  schedule_id: z.number().int(),
  courses: z.array(entryCourseSchema),
});
export type ScheduleCoursesResponse = z.infer<typeof scheduleCoursesResponseSchema>;

/** One course entry of the signed-in student: the entry as GET /api/v1/entries shows it, and its course. */
export const myCourseEntrySchema = z.object({ course: entryCourseSchema, entry: myEntrySchema });
export type MyCourseEntry = z.infer<typeof myCourseEntrySchema>;

/** GET /api/v1/event_entry_courses: the signed-in student's entries with a course, upcoming first then past. */
export const myCourseEntriesResponseSchema = z.object({ course_entries: z.array(myCourseEntrySchema) });
export type MyCourseEntriesResponse = z.infer<typeof myCourseEntriesResponseSchema>;

/** Path parameters of GET /api/v1/event_entry_courses/{course_id} (digits, else 404). */
export const courseIdParamsSchema = z.object({ course_id: z.string() });

/**
 * GET /api/v1/event_entry_courses/{course_id}: a course of a published event, its schedule and event, and the
 * signed-in student's entry for it (null when they have none; `entry.entry.course_id` is this course).
 */
export const courseDetailResponseSchema = z.object({
  course: entryCourseSchema,
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    category: myEntrySchema.shape.event.shape.category,
    company_name: z.string().nullable(),
  }),
  schedule: myEntrySchema.shape.schedule,
  entry: myEntrySchema.nullable(),
});
export type CourseDetailResponse = z.infer<typeof courseDetailResponseSchema>;
