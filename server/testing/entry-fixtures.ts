import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { courses, events, schedules, users } from "../../db/schema";

const DAY = 24 * 3600 * 1000;

export type ScheduleFixture = {
  admissionLimitNumber?: number | null;
  /** days from now; default 10 */
  startInDays?: number;
  /** entry deadline, days from now; default 7 */
  deadlineInDays?: number;
  stoppedEntry?: boolean;
  canceled?: boolean;
  place?: string | null;
  isOnline?: boolean;
};

/** A published event with the given schedules (test and bench data; one fixture for both). */
export async function createEventWithSchedules(
  db: Db,
  options: {
    lottery?: boolean;
    graduateYears?: number[];
    published?: boolean;
    title?: string;
    schedules: ScheduleFixture[];
  },
): Promise<{ eventId: number; scheduleIds: number[] }> {
  const now = Date.now();
  const [event] = await db
    .insert(events)
    .values({
      category: "internship",
      title: options.title ?? "テスト用インターンシップ",
      descriptionMarkdown: "テスト",
      published: options.published ?? true,
      lottery: options.lottery ?? false,
      graduateYears: options.graduateYears ?? [],
    })
    .returning({ id: events.id });
  const rows = await db
    .insert(schedules)
    .values(
      options.schedules.map((schedule, index) => {
        const start = now + (schedule.startInDays ?? 10) * DAY;
        return {
          eventId: event!.id,
          title: `第${index + 1}回`,
          startAt: new Date(start),
          endAt: new Date(start + 3 * 3600 * 1000),
          timeLimitAt: new Date(now + (schedule.deadlineInDays ?? 7) * DAY),
          closeAt: new Date(start + 4 * 3600 * 1000),
          admissionLimitNumber: schedule.admissionLimitNumber ?? null,
          stoppedEntry: schedule.stoppedEntry ?? false,
          canceled: schedule.canceled ?? false,
          place: schedule.place === undefined ? "東京都千代田区丸の内1-1" : schedule.place,
          isOnline: schedule.isOnline ?? false,
        };
      }),
    )
    .returning({ id: schedules.id });
  return { eventId: event!.id, scheduleIds: rows.map((row) => row.id).sort((a, b) => a - b) };
}

/** `count` new students (graduation year 2027 unless given). */
export async function createStudents(db: Db, count: number, graduateYear: number | null = 2027): Promise<string[]> {
  const tag = randomBytes(4).toString("hex");
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `e${tag}-${i}@example.com`,
        uniqueId: `e${tag}-${i}`,
        graduateYear,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

export type CourseFixture = {
  title?: string;
  admissionLimitNumber?: number | null;
  lottery?: boolean;
  /** the course's own deadline, days from now; default none (the schedule's) */
  deadlineInDays?: number;
};

/** Entry courses of a schedule, in the given display order; returns their ids in that order. */
export async function createCourses(db: Db, scheduleId: number, fixtures: CourseFixture[]): Promise<number[]> {
  const rows = await db
    .insert(courses)
    .values(
      fixtures.map((course, index) => ({
        scheduleId,
        title: course.title ?? `コース${index + 1}`,
        description: "テスト用のコースです。",
        admissionLimitNumber: course.admissionLimitNumber ?? null,
        lottery: course.lottery ?? false,
        timeLimitAt: course.deadlineInDays === undefined ? null : new Date(Date.now() + course.deadlineInDays * DAY),
        displayOrder: index + 1,
      })),
    )
    .returning({ id: courses.id });
  return rows.map((row) => row.id);
}
