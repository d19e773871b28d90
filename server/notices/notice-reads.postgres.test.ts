import { eq } from "drizzle-orm";
import { notifications, whatsNewItemReads, whatsNewItems } from "../../db/schema";
import { createStudents } from "../testing/entry-fixtures";
import { describeOnPostgres } from "../testing/describe-on-postgres";
import { markAllNotificationsRead, markNotificationRead } from "./notification-service";
import { markAllWhatsNewRead, markWhatsNewRead } from "./whats-new-service";
import { notify } from "./notify";

/**
 * Read marks under concurrency on a real Postgres server (PGlite runs one transaction at a time). Opt-in:
 * TEST_POSTGRES_URL (scripts/ci/start-test-postgres.sh).
 */
describeOnPostgres(
  "お知らせ and 新着情報 read marks on Postgres",
  { prefix: "mirai_notice_reads", max: 8 },
  (database) => {
    it("8 concurrent reads of one notification keep one read mark, and mark-all-read racing them marks each once", async () => {
      const db = database();
      const [userId] = await createStudents(db, 1);
      await notify(
        db,
        Array.from({ length: 5 }, (_, i) => ({ userId: userId!, title: `t${i}`, body: "b", url: null })),
      );
      const rows = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, userId!));
      const target = rows[0]!.id;
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, (_, i) => markNotificationRead(db, userId!, target, new Date(Date.now() + i))),
        markAllNotificationsRead(db, userId!),
        markAllNotificationsRead(db, userId!),
      ]);
      const readAts = answers
        .slice(0, 6)
        .map((answer) => (answer as { notification: { read_at: string } }).notification.read_at);
      expect(new Set(readAts).size).toBe(1);
      const marked = answers.slice(6).map((answer) => (answer as { marked: number }).marked);
      // every notification was marked by exactly one call: the single readers' first, the two read-alls the rest
      expect(marked.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(4);
      expect(marked.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(5);
      const after = await db.select().from(notifications).where(eq(notifications.userId, userId!));
      expect(after.every((row) => row.readAt !== null)).toBe(true);
    });

    it("concurrent reads of one what's-new item and read-alls add one read row per item, never an error", async () => {
      const db = database();
      const [userId] = await createStudents(db, 1);
      const items = await db
        .insert(whatsNewItems)
        .values(
          Array.from({ length: 3 }, (_, i) => ({
            title: `n${i}`,
            body: "b",
            publishedAt: new Date(Date.now() - 60_000),
          })),
        )
        .returning({ id: whatsNewItems.id });
      await Promise.all([
        ...Array.from({ length: 6 }, () => markWhatsNewRead(db, userId!, items[0]!.id)),
        markAllWhatsNewRead(db, userId!),
        markAllWhatsNewRead(db, userId!),
      ]);
      const reads = await db.select().from(whatsNewItemReads).where(eq(whatsNewItemReads.userId, userId!));
      const mine = reads.filter((row) => items.some((item) => item.id === row.whatsNewItemId));
      expect(mine.map((row) => row.whatsNewItemId).sort()).toEqual(items.map((item) => item.id).sort());
    });
  },
);
