import { asc, eq, sql } from "drizzle-orm";
import { chats, companies, outboxMails, users } from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { sendRecruiterMessage } from "../recruiters/recruiter-chats";
import { answerScout, sendScout } from "../scouts/scout-service";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { createStudents } from "../testing/entry-fixtures";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { markChatRead, sendChatMessage } from "./chat-service";
import { mailUnreadMessages, unreadMessagesMail } from "./unread-message-mails";

const ORIGIN = "https://mirai-career.example";

let database: TestDatabase;
let companyA: { id: number; name: string };
let companyB: { id: number; name: string };
let firstRunMails: number;

beforeAll(async () => {
  database = await openSeededDatabase();
  [companyA, companyB] = (await database.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(2)) as [typeof companyA, typeof companyB];
  // each test counts only its own mails: nothing else may be due (the next test checks that this first run mailed nobody)
  firstRunMails = await run();
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

const run = () => mailUnreadMessages(database.db, ORIGIN);

async function student(): Promise<{ id: string; email: string }> {
  const [id] = await createStudents(database.db, 1);
  const [row] = await database.db
    .update(users)
    .set({ receiveScoutMessage: true })
    .where(eq(users.id, id!))
    .returning({ email: users.email });
  return { id: id!, email: row!.email };
}

async function chatWith(userId: string, company = companyA): Promise<number> {
  const [chat] = await database.db.insert(chats).values({ userId, companyId: company.id }).returning({ id: chats.id });
  return chat!.id;
}

const companySays = (chatId: number, body: string, company = companyA) =>
  sendRecruiterMessage(database.db, company.id, chatId, body);

async function mailsTo(email: string) {
  return database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, email)).orderBy(asc(outboxMails.id));
}

/** One run of the job: it sends `sent` mails in all, and the student has had `total` since their test began. */
async function runAndCount(to: { email: string }, sent: number, total: number) {
  expect(await run()).toBe(sent);
  const mails = await mailsTo(to.email);
  expect(mails).toHaveLength(total);
  return mails;
}

/** An hour and a minute pass for the student's chats: every instant of them (the mail mark, messages, scouts) moves back. */
async function anHourPasses(userId: string): Promise<void> {
  const back = sql`interval '61 minutes'`;
  const mine = sql`(select id from chats where user_id = ${userId})`;
  await database.db.execute(
    sql`update chats set created_at = created_at - ${back}, student_mailed_at = student_mailed_at - ${back} where user_id = ${userId}`,
  );
  await database.db.execute(
    sql`update chat_messages set created_at = created_at - ${back}, read_at = read_at - ${back} where chat_id in ${mine}`,
  );
  await database.db
    .execute(sql`update scout_messages set sent_at = sent_at - ${back}, expires_at = expires_at - ${back},
    responded_at = responded_at - ${back} where chat_id in ${mine}`);
}

describe("mailUnreadMessages", () => {
  it("mails nobody about the sample data's history (each seeded chat counts as mailed at its last company message)", () => {
    expect(firstRunMails).toBe(0);
  });

  it("mails the student once about an unread company message: the company, the count, the first line and the chat's link", async () => {
    const to = await student();
    const chatId = await chatWith(to.id);
    await companySays(chatId, "面談日程のご相談です。\n候補日を3つお送りします。");
    const [mail] = await runAndCount(to, 1, 1);
    expect(mail!.subject).toBe(`【ミライキャリア】${companyA.name}から新しいメッセージが届いています`);
    expect(mail!.template).toBe("chat_unread_messages");
    expect(mail!.bodyText).toContain(
      `■ ${companyA.name}（未読 1件）\n「面談日程のご相談です。…」\n${ORIGIN}/chats?id=${chatId}`,
    );
    expect(mail!.bodyText).toContain("1時間に1通まで");
    await runAndCount(to, 0, 1);
  });

  it("waits an hour after a mail before the next one, and mails again then only for messages newer than the last mail", async () => {
    const to = await student();
    const chatId = await chatWith(to.id);
    await companySays(chatId, "一通目");
    await runAndCount(to, 1, 1);
    await companySays(chatId, "二通目");
    await runAndCount(to, 0, 1);
    await anHourPasses(to.id);
    const mails = await runAndCount(to, 1, 2);
    expect(mails[1]!.bodyText).toContain(`（未読 2件）\n「二通目」`);
    // an hour later again, the same unread messages do not mail the student again
    await anHourPasses(to.id);
    await runAndCount(to, 0, 2);
    await companySays(chatId, "三通目");
    await runAndCount(to, 1, 3);
  });

  it("does not mail about read messages or the student's own", async () => {
    const to = await student();
    const read = await chatWith(to.id);
    await companySays(read, "既読になるメッセージ");
    await markChatRead(database.db, to.id, read);
    const own = await chatWith(to.id, companyB);
    await sendChatMessage(database.db, to.id, own, "学生からの質問です");
    await runAndCount(to, 0, 0);
  });

  it("sends a student one mail listing every conversation that is due, newest message first", async () => {
    const to = await student();
    const first = await chatWith(to.id, companyA);
    const second = await chatWith(to.id, companyB);
    await companySays(first, "Aからのご連絡", companyA);
    await companySays(second, "Bからのご連絡", companyB);
    await companySays(second, "Bからの追伸", companyB);
    const [mail] = await runAndCount(to, 1, 1);
    expect(mail!.subject).toBe(`【ミライキャリア】${companyB.name}ほか1社から新しいメッセージが届いています`);
    const blockB = `■ ${companyB.name}（未読 2件）\n「Bからの追伸」\n${ORIGIN}/chats?id=${second}`;
    const blockA = `■ ${companyA.name}（未読 1件）\n「Aからのご連絡」\n${ORIGIN}/chats?id=${first}`;
    expect(mail!.bodyText).toContain(`${blockB}\n\n${blockA}`);
    // the hour is kept per conversation: only the conversation with a new message is mailed about later
    await anHourPasses(to.id);
    await companySays(first, "Aから再度", companyA);
    const later = (await runAndCount(to, 1, 2))[1]!;
    expect(later.subject).toBe(`【ミライキャリア】${companyA.name}から新しいメッセージが届いています`);
    expect(later.bodyText).not.toContain(`/chats?id=${second}`);
  });

  it("leaves a scout to its own mail: the scout is never mailed about again, and a reply waits for the hour after the scout", async () => {
    const to = await student();
    const { chat_id: chatId } = await sendScout(
      database.db,
      companyA.id,
      to.id,
      { student: "ignored", subject: "特別選考のご案内", body: "スカウト本文" },
      100,
    );
    await runAndCount(to, 0, 0);
    await anHourPasses(to.id);
    await runAndCount(to, 0, 0);
    await markChatRead(database.db, to.id, chatId);
    await answerScout(database.db, to.id, chatId, { kind: "accept" });
    const second = await sendScout(
      database.db,
      companyB.id,
      to.id,
      { student: "ignored", subject: "面談のご案内", body: "二つ目のスカウト" },
      100,
    );
    await markChatRead(database.db, to.id, second.chat_id);
    await answerScout(database.db, to.id, second.chat_id, { kind: "accept" });
    await companySays(chatId, "ご承諾ありがとうございます");
    await companySays(second.chat_id, "ありがとうございます", companyB);
    // the first scout went out more than an hour ago, the second just now
    const [mail] = await runAndCount(to, 1, 1);
    expect(mail!.bodyText).toContain(`■ ${companyA.name}（未読 1件）\n「ご承諾ありがとうございます」`);
    expect(mail!.bodyText).not.toContain(`/chats?id=${second.chat_id}`);
    expect(mail!.bodyText).not.toContain("スカウト本文");
  });

  it("hands the claim back when the mail fails, so a later run sends it", async () => {
    const to = await student();
    const chatId = await chatWith(to.id);
    await companySays(chatId, "届かなかったお知らせ");
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    try {
      expect(await run()).toBe(0);
      expect(error).toHaveBeenCalledWith(`unread-messages mail for chats ${chatId} failed:`, expect.any(String));
    } finally {
      delete process.env.SMTP_URL;
      error.mockRestore();
    }
    const [chat] = await database.db
      .select({ mailedAt: chats.studentMailedAt })
      .from(chats)
      .where(eq(chats.id, chatId));
    expect(chat!.mailedAt).toBeNull();
    await runAndCount(to, 1, 1);
  });
});

describe("unreadMessagesMail", () => {
  it("names one company once, however many of its conversations are listed", () => {
    const mail = unreadMessagesMail({
      to: "student@example.com",
      origin: ORIGIN,
      chats: [
        { chatId: 1, companyName: "株式会社青葉", unreadCount: 3, latestBody: "a".repeat(70) },
        { chatId: 2, companyName: "株式会社青葉", unreadCount: 1, latestBody: "短い" },
      ],
    });
    expect(mail.subject).toBe("【ミライキャリア】株式会社青葉から新しいメッセージが届いています");
    expect(mail.text).toContain(
      `（未読 3件）\n「${"a".repeat(60)}…」\n${ORIGIN}/chats?id=1\n\n■ 株式会社青葉（未読 1件）`,
    );
  });
});
