import { eq } from "drizzle-orm";
import { entries } from "../../db/schema";
import { createEventWithSchedules, createStudents } from "../testing/entry-fixtures";
import { venueCode } from "./checkin-codes";
import { readCheckinSecret } from "./checkin-env";
import { checkInAtVenue } from "./venue-checkin";
import { describeOnPostgres } from "../testing/describe-on-postgres";

/**
 * Concurrent duplicate check-ins on a real Postgres server (PGlite runs one transaction at a time, so only a server
 * with overlapping transactions shows that the entry row lock makes one write). Opt-in: TEST_POSTGRES_URL (see
 * scripts/ci/start-test-postgres.sh); a throwaway database is created and dropped there.
 */
describeOnPostgres("checkInAtVenue on Postgres", { prefix: "mirai_checkin_race", max: 12 }, (database) => {
  it("writes once for 12 concurrent duplicates: one attended, eleven already_attended with the same attended_at", async () => {
    const db = database();
    const secret = readCheckinSecret();
    const { eventId, scheduleIds } = await createEventWithSchedules(db, {
      schedules: [{ startInDays: -1 / 24, deadlineInDays: -1 }],
    });
    const [userId] = await createStudents(db, 1);
    const [entry] = await db
      .insert(entries)
      .values({ userId: userId!, eventId, scheduleId: scheduleIds[0]!, state: "entried", entriedAt: new Date() })
      .returning();
    const code = venueCode(secret, scheduleIds[0]!, new Date());
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => checkInAtVenue(db, { userId: userId!, eventId, code, secret })),
    );
    expect(answers.filter((answer) => answer.status === "attended")).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.entry.attended_at)).size).toBe(1);
    const [row] = await db.select().from(entries).where(eq(entries.id, entry!.id));
    expect([row!.state, row!.attendedAt!.toISOString()]).toEqual(["attended", answers[0]!.entry.attended_at]);
  });
});
