import { sql } from "drizzle-orm";
import { chatMessages, chats } from "../../db/schema";
import { createCompanies } from "../testing/company-fixtures";
import { createStudents } from "../testing/entry-fixtures";
import { mailUnreadMessages } from "./unread-message-mails";
import { describeOnPostgres } from "../testing/describe-on-postgres";

/**
 * Overlapping runs of the unread-messages mail job on a real Postgres server (PGlite runs one transaction at a time,
 * so only a server with overlapping statements shows that the claim mails each student once). Opt-in:
 * TEST_POSTGRES_URL (scripts/ci/start-test-postgres.sh).
 */
describeOnPostgres("mailUnreadMessages on Postgres", { prefix: "mirai_chat_mails_race", max: 8 }, (database) => {
  it("mails each of 20 students once when 4 runs overlap", async () => {
    const db = database();
    const [companyId] = await createCompanies(db, 1);
    const students = await createStudents(db, 20);
    // two conversations each, with an unread company message in both
    const rows = await db
      .insert(chats)
      .values(
        students.flatMap((userId) => [
          { userId, companyId: companyId! },
          { userId, companyId: companyId! },
        ]),
      )
      .returning({ id: chats.id });
    await db
      .insert(chatMessages)
      .values(rows.map((chat) => ({ chatId: chat.id, senderType: "company" as const, body: "未読のメッセージ" })));
    const sent = await Promise.all(
      Array.from({ length: 4 }, () => mailUnreadMessages(db, "https://mirai-career.example")),
    );
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(20);
    const perStudent = await db.execute<{ mails: number; listed: number }>(sql`
      select count(*)::int as mails, sum((length(body_text) - length(replace(body_text, '/chats?id=', ''))) / length('/chats?id='))::int as listed
      from outbox_mails group by to_address`);
    expect(perStudent.rows).toHaveLength(20);
    expect(perStudent.rows.every((row) => row.mails === 1 && row.listed === 2)).toBe(true);
    expect(await mailUnreadMessages(db, "https://mirai-career.example")).toBe(0);
  });
});
