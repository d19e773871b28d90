import { sql } from "drizzle-orm";
import { events, schedules, users } from "../../db/schema";
import { createCourses, createEventWithSchedules } from "../testing/entry-fixtures";
import { enterSchedule } from "./enter-schedule";
import { describeOnPostgres } from "../testing/describe-on-postgres";

/**
 * The seat race on a real Postgres server. PGlite runs one transaction at a time, so only a server with truly
 * concurrent transactions can show that the schedule row lock keeps a limited schedule from being overbooked.
 * Opt-in: TEST_POSTGRES_URL=postgres://user@host:port/postgres (a throwaway database is created and dropped there).
 */
describeOnPostgres("enterSchedule on Postgres", { prefix: "mirai_seat_race", max: 12 }, (database) => {
  it("gives 12 concurrent entries for 3 seats exactly 3 seats", async () => {
    const db = database();
    const students = await db
      .insert(users)
      .values(Array.from({ length: 12 }, (_, i) => ({ email: `race${i}@example.com`, uniqueId: `race${i}` })))
      .returning({ id: users.id });
    const [event] = await db
      .insert(events)
      .values({ category: "seminar", title: "満席テスト", descriptionMarkdown: "x", published: true })
      .returning({ id: events.id });
    const day = 24 * 3600 * 1000;
    const [schedule] = await db
      .insert(schedules)
      .values({
        eventId: event!.id,
        title: "1回目",
        startAt: new Date(Date.now() + 10 * day),
        endAt: new Date(Date.now() + 10 * day + 3600 * 1000),
        timeLimitAt: new Date(Date.now() + 5 * day),
        closeAt: new Date(Date.now() + 11 * day),
        admissionLimitNumber: 3,
      })
      .returning({ id: schedules.id });
    const outcomes = await Promise.all(
      students.map((student) =>
        db.transaction(async (tx) => {
          const outcome = await enterSchedule(tx, {
            userId: student.id,
            scheduleId: schedule!.id,
            inflow: "test",
            now: new Date(),
          });
          // hold the transaction open a little, so the others really are waiting on the lock meanwhile
          await tx.execute(sql`select pg_sleep(0.02)`);
          return outcome;
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "full")).toHaveLength(9);
    const count = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from entries where schedule_id = ${schedule!.id}`,
    );
    expect(count.rows[0]!.n).toBe(3);
  });

  it("gives 12 concurrent entries for a course of 2 seats (schedule of 10) exactly 2 seats in the course", async () => {
    const db = database();
    const students = await db
      .insert(users)
      .values(
        Array.from({ length: 12 }, (_, i) => ({ email: `course-race${i}@example.com`, uniqueId: `course-race${i}` })),
      )
      .returning({ id: users.id });
    const { scheduleIds } = await createEventWithSchedules(db, { schedules: [{ admissionLimitNumber: 10 }] });
    const [courseId] = await createCourses(db, scheduleIds[0]!, [{ admissionLimitNumber: 2 }]);
    const outcomes = await Promise.all(
      students.map((student) =>
        db.transaction(async (tx) => {
          const outcome = await enterSchedule(tx, {
            userId: student.id,
            scheduleId: scheduleIds[0]!,
            courseId: courseId!,
            inflow: "test",
            now: new Date(),
          });
          await tx.execute(sql`select pg_sleep(0.02)`);
          return outcome;
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(2);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "course_full")).toHaveLength(10);
    const count = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from entries where course_id = ${courseId!}`,
    );
    expect(count.rows[0]!.n).toBe(2);
  });
});
