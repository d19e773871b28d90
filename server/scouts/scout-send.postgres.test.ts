import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { chatMessages, chats, scoutMessages, users } from "../../db/schema";
import { ApiError } from "../platform/http/api-error";
import { createCompanies } from "../testing/company-fixtures";
import { pseudonymFor, readPseudonymSecret } from "../recruiters/student-pseudonym";
import { createStudents } from "../testing/entry-fixtures";
import { sendScout, type SentScout } from "./scout-service";
import { describeOnPostgres } from "../testing/describe-on-postgres";

/**
 * Concurrent scouts of one company on a real Postgres server (PGlite runs one transaction at a time, so only a server
 * with overlapping transactions shows that the company's advisory lock keeps the pending check and the monthly quota).
 * Opt-in: TEST_POSTGRES_URL (scripts/ci/start-test-postgres.sh); a throwaway database is created and dropped there.
 */

/** sendScout as the route calls it, the student resolved from the pseudonym in the body. */
const send = (db: Db, companyId: number, userId: string, quota: number) =>
  sendScout(
    db,
    companyId,
    userId,
    {
      student: pseudonymFor(readPseudonymSecret(), companyId, userId),
      subject: "特別選考のご案内",
      body: "プロフィールを拝見し、ぜひ一度お話ししたいと思いご連絡しました。",
    },
    quota,
  );

/** Each send's outcome: "created", or the ApiError's status and code. */
function outcomes(settled: PromiseSettledResult<SentScout>[]): string[] {
  return settled.map((result) => {
    if (result.status === "fulfilled") return "created";
    if (result.reason instanceof ApiError) return `${result.reason.status} ${result.reason.code}`;
    throw result.reason;
  });
}

describeOnPostgres("sendScout on Postgres", { prefix: "mirai_scout_race", max: 12 }, (database) => {
  /**
   * `count` pooled connections opened before the sends (each a held query), so that the sends start together instead
   * of the first ones finishing while later ones still connect.
   */
  async function openConnections(count: number): Promise<void> {
    await Promise.all(Array.from({ length: count }, () => database().execute(sql`select pg_sleep(0.05)`)));
  }

  async function optedInStudents(count: number): Promise<string[]> {
    const ids = await createStudents(database(), count);
    await database().update(users).set({ receiveScoutMessage: true }).where(inArray(users.id, ids));
    return ids;
  }

  it("lands one of two simultaneous scouts of a company to a student, the other 409 scout_pending, five times over", async () => {
    const db = database();
    const companyId = (await createCompanies(db, 1))[0]!;
    for (const userId of await optedInStudents(5)) {
      await openConnections(2);
      const settled = await Promise.allSettled([send(db, companyId, userId, 100), send(db, companyId, userId, 100)]);
      expect(outcomes(settled).sort()).toEqual(["409 scout_pending", "created"]);
      const stored = await db.select().from(scoutMessages).where(eq(scoutMessages.userId, userId));
      expect(stored).toHaveLength(1);
      // nothing of the refused one either: one chat, one message
      expect(await db.select().from(chats).where(eq(chats.userId, userId))).toHaveLength(1);
      expect(await db.select().from(chatMessages).where(eq(chatMessages.chatId, stored[0]!.chatId!))).toHaveLength(1);
    }
  });

  it("with the monthly quota at one left, lands exactly one of eight simultaneous scouts to different students, the rest 429 scout_quota_exceeded", async () => {
    const db = database();
    const companyId = (await createCompanies(db, 1))[0]!;
    // the quota sendScout is given (the route reads SCOUT_MONTHLY_QUOTA): four sent this month, one left
    const quota = 5;
    for (const userId of await optedInStudents(quota - 1)) await send(db, companyId, userId, quota);
    const targets = await optedInStudents(8);
    await openConnections(targets.length);
    const settled = await Promise.allSettled(targets.map((userId) => send(db, companyId, userId, quota)));
    expect(outcomes(settled).sort()).toEqual([
      ...Array.from({ length: 7 }, () => "429 scout_quota_exceeded"),
      "created",
    ]);
    const refused = settled.find((result): result is PromiseRejectedResult => result.status === "rejected")!
      .reason as ApiError;
    expect(refused.details).toEqual({ quota, sent_this_month: quota });
    expect(await db.select().from(scoutMessages).where(eq(scoutMessages.companyId, companyId))).toHaveLength(quota);
    expect(await db.select().from(chats).where(eq(chats.companyId, companyId))).toHaveLength(quota);
  });
});
