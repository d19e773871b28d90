import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { entries, notifications, users } from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { createEventWithSchedules, createStudents } from "../testing/entry-fixtures";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { createEntry } from "./create-entry";
import { cancelMyEntry } from "./my-entries";
import { commitOpenLotteries, drawDueLotteries } from "./lottery/draw-lotteries";
import { joinWaitlist } from "./waitlist";
import { notifyEntries } from "../notices/entry-notices";

/** お知らせ written by the entry changes they report (server/notices/entry-notices.ts), in the same transaction. */

let database: TestDatabase;

beforeAll(async () => {
  database = await openSeededDatabase();
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function noticesOf(userId: string) {
  return database.db
    .select({ title: notifications.title, url: notifications.url, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);
}

describe("entry notices", () => {
  it("entering, then canceling, each tell the student, linking to the event; the freed seat is offered to the waitlist with a notice", async () => {
    const { eventId, scheduleIds } = await createEventWithSchedules(database.db, {
      title: "お知らせテストの会",
      schedules: [{ admissionLimitNumber: 1 }],
    });
    const [first, second] = await createStudents(database.db, 2);
    const entered = await createEntry(database.db, { userId: first!, eventId, scheduleId: scheduleIds[0]! });
    expect(entered.answer.status).toBe(201);
    expect(await noticesOf(first!)).toEqual([
      {
        title: "「お知らせテストの会」へのエントリーが完了しました",
        url: `/events/internship/${eventId}`,
        readAt: null,
      },
    ]);

    await joinWaitlist(database.db, { userId: second!, eventId, scheduleId: scheduleIds[0]! });
    await cancelMyEntry(database.db, first!, entered.created!.entryId);
    expect((await noticesOf(first!)).map((n) => n.title)).toEqual([
      "「お知らせテストの会」へのエントリーが完了しました",
      "「お知らせテストの会」のエントリーをキャンセルしました",
    ]);
    expect((await noticesOf(second!)).map((n) => n.title)).toEqual([
      "「お知らせテストの会」のキャンセル待ちに登録しました",
      "「お知らせテストの会」に空席が出ました",
    ]);
  });

  it("a refused entry writes no notice, and a notice rolls back with its transaction", async () => {
    const { eventId, scheduleIds } = await createEventWithSchedules(database.db, {
      schedules: [{ admissionLimitNumber: 1 }],
    });
    const [first, late] = await createStudents(database.db, 2);
    const ok = await createEntry(database.db, { userId: first!, eventId, scheduleId: scheduleIds[0]! });
    const full = await createEntry(database.db, {
      userId: late!,
      eventId,
      scheduleId: scheduleIds[0]!,
      idempotencyKey: randomBytes(8).toString("hex"),
    });
    expect(full.answer.status).toBe(409);
    expect(await noticesOf(late!)).toEqual([]);

    await expect(
      database.db.transaction(async (tx) => {
        await notifyEntries(tx, "canceled", [ok.created!.entryId]);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await noticesOf(first!)).toHaveLength(1);
  });

  it("the lottery draw tells winners and losers", async () => {
    const { eventId, scheduleIds } = await createEventWithSchedules(database.db, {
      lottery: true,
      title: "抽選の会",
      schedules: [{ admissionLimitNumber: 1, deadlineInDays: 1, startInDays: 3 }],
    });
    const created = await database.db
      .insert(users)
      .values(
        Array.from({ length: 3 }, () => ({
          email: `n${randomBytes(6).toString("hex")}@example.com`,
          uniqueId: randomBytes(16).toString("hex"),
        })),
      )
      .returning({ id: users.id });
    const ids = created.map((row) => row.id);
    await database.db
      .insert(entries)
      .values(ids.map((userId) => ({ eventId, scheduleId: scheduleIds[0]!, userId, state: "pre_entried" as const })));
    await commitOpenLotteries(database.db, new Date());
    await drawDueLotteries(database.db, {
      now: new Date(Date.now() + 2 * 86_400_000),
      origin: "https://mirai.example",
    });
    const rows = await database.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(inArray(notifications.userId, ids));
    expect(rows.filter((row) => row.title === "「抽選の会」の抽選に当選しました")).toHaveLength(1);
    expect(rows.filter((row) => row.title === "「抽選の会」の抽選結果のお知らせ")).toHaveLength(2);
    const states = await database.db
      .select({ userId: entries.userId, state: entries.state })
      .from(entries)
      .where(eq(entries.scheduleId, scheduleIds[0]!));
    const winner = states.find((row) => row.state === "elected")!.userId;
    expect(rows.find((row) => row.userId === winner)!.title).toBe("「抽選の会」の抽選に当選しました");
  });
});
