import { eq, sql } from "drizzle-orm";
import { entries, schedules, users } from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { entryResponseSchema, myEntryResponseSchema } from "../../core/api/entries";
import { apiRequest, TEST_ORIGIN, type ApiRequestOptions } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { createEventWithSchedules, createStudents } from "../testing/entry-fixtures";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { latestMailTo } from "../testing/outbox";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { signInAs, type SignedIn } from "../testing/sign-in-as";
import { drawDueLotteries } from "./lottery/draw-lotteries";
import { mailNotesHtml, mailNotesText } from "./entry-mail-notes";

/**
 * The state-change mails carry the schedule's stage message for the state they announce and, for a seat on an online
 * schedule, the site's join redirect — never the streaming URL (issue 32).
 */
const LIVE_URL = "https://meet.example.com/secret-room-7";
let database: TestDatabase;
let entriesFunction: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  entriesFunction = (await loadFunction("entries")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function student(): Promise<SignedIn & { email: string }> {
  const [id] = await createStudents(database.db, 1);
  const [user] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, id!));
  return { ...(await signInAs(database.db, id!)), email: user!.email };
}

async function call(path: string, signedIn: SignedIn, options: ApiRequestOptions) {
  const response = await entriesFunction(apiRequest(path, { ...options, cookies: signedIn.cookies }));
  return { status: response.status, body: JSON.parse(await response.text()) as unknown };
}

async function onlineEvent(lottery = false) {
  const { eventId, scheduleIds } = await createEventWithSchedules(database.db, {
    lottery,
    schedules: [{ isOnline: true, place: null }],
  });
  await database.db
    .update(schedules)
    .set({
      liveUrl: LIVE_URL,
      entryAdditionalInformation: "前日までに接続テストをお願いします。",
      preEntryAdditionalInformation: "抽選結果は締切の翌日にお知らせします。",
      electedAdditionalInformation: "当選した方は事前課題をご確認ください。",
      userCanceledAdditionalInformation: "またのご応募をお待ちしています。",
    })
    .where(eq(schedules.id, scheduleIds[0]!));
  return { eventId, scheduleId: scheduleIds[0]! };
}

const joinUrl = (eventId: number) => `${TEST_ORIGIN}/api/v1/events/${eventId}/event_in/live`;

describe("entry mails", () => {
  it("the confirmation has the entry message and the join redirect, and no streaming URL", async () => {
    const { eventId, scheduleId } = await onlineEvent();
    const signedIn = await student();
    const answer = await call(`/api/v1/events/${eventId}/schedules/${scheduleId}/entries`, signedIn, {
      method: "POST",
      body: {},
    });
    expect(answer.status).toBe(201);
    const mail = await latestMailTo(database.db, signedIn.email);
    expect(mail.template).toBe("entry_complete");
    expect(mail.text).toContain("■ 主催者からのお知らせ\n前日までに接続テストをお願いします。");
    expect(mail.text).toContain(`■ オンラインでの参加方法\n開始30分前から`);
    expect(mail.text).toContain(joinUrl(eventId));
    expect(mail.text).not.toContain(LIVE_URL);
    const [html] = (
      await database.db.execute<{ body_html: string }>(
        sql`select body_html from outbox_mails where to_address = ${signedIn.email} order by id desc limit 1`,
      )
    ).rows;
    expect(html!.body_html).toContain(`<a href="${joinUrl(eventId)}">参加する</a>`);
    expect(html!.body_html).not.toContain(LIVE_URL);

    const { entry } = entryResponseSchema.parse(answer.body);
    expect((await call(`/api/v1/entries/${entry.id}`, signedIn, { method: "DELETE" })).status).toBe(200);
    const canceled = await latestMailTo(database.db, signedIn.email);
    expect(canceled.template).toBe("entry_canceled");
    expect(canceled.text).toContain("■ 主催者からのお知らせ\nまたのご応募をお待ちしています。");
    expect(canceled.text).not.toContain(joinUrl(eventId));
  });

  it("a lottery application gets the pre-entry message and no join link; the winner's result mail gets both", async () => {
    const { eventId, scheduleId } = await onlineEvent(true);
    const signedIn = await student();
    const answer = await call(`/api/v1/events/${eventId}/schedules/${scheduleId}/entries`, signedIn, {
      method: "POST",
      body: {},
    });
    expect(answer.status).toBe(201);
    const applied = await latestMailTo(database.db, signedIn.email);
    expect(applied.text).toContain("抽選結果は締切の翌日にお知らせします。");
    expect(applied.text).not.toContain(joinUrl(eventId));

    await database.db
      .update(schedules)
      .set({ timeLimitAt: new Date(Date.now() - 60_000) })
      .where(eq(schedules.id, scheduleId));
    await drawDueLotteries(database.db, { origin: TEST_ORIGIN });
    const result = await latestMailTo(database.db, signedIn.email);
    expect(result.template).toBe("lottery_elected");
    expect(result.text).toContain("当選した方は事前課題をご確認ください。");
    expect(result.text).toContain(joinUrl(eventId));
    expect(result.text).not.toContain(LIVE_URL);
  });
});

describe("GET /api/v1/entries: stage_message", () => {
  it("is the message of the entry's current state, null for a state without one", async () => {
    const { eventId, scheduleId } = await onlineEvent();
    const signedIn = await student();
    const created = await call(`/api/v1/events/${eventId}/schedules/${scheduleId}/entries`, signedIn, {
      method: "POST",
      body: {},
    });
    const { entry } = entryResponseSchema.parse(created.body);
    const one = async () => myEntryResponseSchema.parse((await call(`/api/v1/entries/${entry.id}`, signedIn, {})).body);
    expect((await one()).entry.stage_message).toBe("前日までに接続テストをお願いします。");
    await call(`/api/v1/entries/${entry.id}`, signedIn, { method: "DELETE" });
    expect((await one()).entry.stage_message).toBe("またのご応募をお待ちしています。");
    await database.db.update(entries).set({ state: "absenced" }).where(eq(entries.id, entry.id));
    expect((await one()).entry.stage_message).toBeNull();
  });
});

describe("mailNotesText / mailNotesHtml", () => {
  it("add nothing without notes", () => {
    expect(mailNotesText({ stageMessage: null, joinUrl: null })).toBe("");
    expect(mailNotesHtml({ stageMessage: null, joinUrl: null })).toBe("");
  });

  it("escape the editor's text in HTML and keep its line breaks", () => {
    expect(mailNotesHtml({ stageMessage: "<b>持ち物</b>\n筆記用具", joinUrl: null })).toBe(
      "<h2>主催者からのお知らせ</h2><p>&lt;b&gt;持ち物&lt;/b&gt;<br>筆記用具</p>",
    );
  });
});
