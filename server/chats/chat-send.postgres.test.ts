import { asc, eq } from "drizzle-orm";
import { chatMessages, chats } from "../../db/schema";
import { createCompanies } from "../testing/company-fixtures";
import { createStudents } from "../testing/entry-fixtures";
import { sendChatMessage } from "./chat-service";
import { describeOnPostgres } from "../testing/describe-on-postgres";

/**
 * Concurrent sends to one chat on a real Postgres server (PGlite runs one transaction at a time, so only a server with
 * overlapping transactions shows what the chat row lock does). Opt-in: TEST_POSTGRES_URL (scripts/ci/start-test-postgres.sh).
 */
describeOnPostgres("sendChatMessage on Postgres", { prefix: "mirai_chat_race", max: 8 }, (database) => {
  it("lands every one of 8 concurrent sends, ids rising with created_at", async () => {
    const db = database();
    const [userId] = await createStudents(db, 1);
    const [companyId] = await createCompanies(db, 1);
    const [chat] = await db
      .insert(chats)
      .values({ userId: userId!, companyId: companyId! })
      .returning({ id: chats.id });
    const bodies = Array.from({ length: 8 }, (_, index) => `同時送信 ${index + 1}`);
    const answers = await Promise.all(bodies.map((body) => sendChatMessage(db, userId!, chat!.id, body)));
    expect(answers).toHaveLength(8);
    const rows = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatId, chat!.id))
      .orderBy(asc(chatMessages.id));
    expect(rows.map((row) => row.body).sort()).toEqual([...bodies].sort());
    for (let index = 1; index < rows.length; index += 1) {
      expect(rows[index]!.createdAt.getTime()).toBeGreaterThanOrEqual(rows[index - 1]!.createdAt.getTime());
    }
  });
});
