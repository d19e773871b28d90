import { eq, sql } from "drizzle-orm";
import { entries, userSessions, users } from "../../db/schema";
import { enterSchedule } from "../entries/enter-schedule";
import { describeOnPostgres } from "../testing/describe-on-postgres";
import { createEventWithSchedules, createStudents } from "../testing/entry-fixtures";
import { deleteAccount } from "./account-deletion";

/**
 * Account deletion racing itself and racing entries, on a real Postgres server (PGlite runs one transaction at a
 * time). Opt-in: TEST_POSTGRES_URL (see scripts/ci/start-test-postgres.sh).
 */
describeOnPostgres("deleteAccount on Postgres", { prefix: "mirai_account_deletion", max: 12 }, (database) => {
  it("erases a student once when two deletions run at the same time; the second finds no student", async () => {
    const db = database();
    const [studentId] = await createStudents(db, 1);
    const { eventId, scheduleIds } = await createEventWithSchedules(db, { schedules: [{ admissionLimitNumber: 5 }] });
    await db.insert(entries).values({ eventId, scheduleId: scheduleIds[0]!, userId: studentId!, state: "entried" });
    await db
      .insert(userSessions)
      .values({ id: `session-${studentId}`, userId: studentId!, expiresAt: new Date(Date.now() + 3600_000) });

    const outcomes = await Promise.all([deleteAccount(db, studentId!), deleteAccount(db, studentId!)]);
    expect(outcomes.filter((outcome) => outcome !== null)).toEqual([
      expect.objectContaining({ canceledEntryCount: 1 }),
    ]);
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.id, studentId!))).toEqual([]);
    expect(await db.select().from(userSessions).where(eq(userSessions.userId, studentId!))).toEqual([]);
  });

  it("never leaves a seat taken by a deleted student when entries race the deletion", async () => {
    const db = database();
    const studentIds = await createStudents(db, 8);
    const { scheduleIds } = await createEventWithSchedules(db, { schedules: [{ admissionLimitNumber: 4 }] });
    const scheduleId = scheduleIds[0]!;
    // every student enters while half of them delete their account at the same moment
    const deleted = studentIds.filter((_, index) => index % 2 === 0);
    const entering = studentIds.map((userId) =>
      db.transaction(async (tx) => {
        const outcome = await enterSchedule(tx, { userId, scheduleId, inflow: "test", now: new Date() });
        await tx.execute(sql`select pg_sleep(0.01)`);
        return { userId, outcome };
      }),
    );
    const [attempts] = await Promise.all([
      Promise.all(entering),
      ...deleted.map((userId) => deleteAccount(db, userId)),
    ]);

    const remaining = await db.execute<{ user_id: string; state: string }>(
      sql`select user_id, state from entries where schedule_id = ${scheduleId}`,
    );
    expect(remaining.rows.filter((row) => deleted.includes(row.user_id))).toEqual([]);
    expect(remaining.rows.length).toBeLessThanOrEqual(4);
    // a surviving student's accepted entry holds its seat; a refusal is "full" (a deleted student's seat was still
    // taken at that moment) or "not_found" (the student was already gone)
    for (const { userId, outcome } of attempts) {
      if (outcome.ok && !deleted.includes(userId))
        expect(remaining.rows).toContainEqual({ user_id: userId, state: "entried" });
      if (!outcome.ok) expect(["full", "not_found"]).toContain(outcome.reason);
      if (!outcome.ok && outcome.reason === "not_found") expect(deleted).toContain(userId);
    }
  });
});
