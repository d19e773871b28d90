import { asc, eq, sql } from "drizzle-orm";
import {
  chatMessages,
  chats,
  companies,
  outboxMails,
  scoutMessages,
  userAffiliations,
  userBasicInformations,
  users,
} from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { chatListResponseSchema, chatMessageResponseSchema, chatThreadResponseSchema } from "../../core/api/chats";
import { recruiterChatListResponseSchema, recruiterChatThreadResponseSchema } from "../../core/api/recruiter-chats";
import { scoutAnswerResponseSchema, sendScoutResponseSchema, SCOUT_DECLINED_NOTICE } from "../../core/api/scouts";
import { apiRequest, type ApiRequestOptions } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { createStudents } from "../testing/entry-fixtures";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { signInAs, type SignedIn } from "../testing/sign-in-as";
import { createRecruiterToken } from "../recruiters/recruiter-tokens";
import { pseudonymFor, readPseudonymSecret } from "../recruiters/student-pseudonym";
import { readScoutMonthlyQuota } from "./scout-service";
import { createDb, type DbHandle } from "../../db/client";
import { serveRoutes, type RoutesHandler } from "../platform/http/serve-routes";
import { recruiterRoutes } from "../recruiters/recruiter-routes";
import { recruiterScoutRoutes } from "../recruiters/recruiter-scout-routes";
import { recruiterAuth } from "../recruiters/recruiter-auth";

let database: TestDatabase;
let chatsFunction: FunctionModule["default"];
/** functions/recruiter.mts as loaded, for the browser-guard test */
let loadedRecruiterFunction: FunctionModule["default"];
/**
 * The same routes over one connection to the same database: the PGlite test server mixes up concurrent connections'
 * queries, while concurrent requests over one pooled connection still interleave their transactions as the lock allows.
 */
let recruiterFunction: RoutesHandler;
let singleConnection: DbHandle;
let companyA: { id: number; name: string; token: string };
let companyB: { id: number; name: string; token: string };

beforeAll(async () => {
  database = await openSeededDatabase();
  chatsFunction = (await loadFunction("chats")).default;
  loadedRecruiterFunction = (await loadFunction("recruiter")).default;
  singleConnection = createDb(database.url, { max: 1 });
  recruiterFunction = serveRoutes([...recruiterRoutes, ...recruiterScoutRoutes], {
    db: () => singleConnection.db,
    auth: recruiterAuth,
  });
  const [a, b] = await database.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(2);
  companyA = { ...a!, token: (await createRecruiterToken(database.db, a!.id, "scout tests A")).token };
  companyB = { ...b!, token: (await createRecruiterToken(database.db, b!.id, "scout tests B")).token };
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await singleConnection.close();
  await closeSeededDatabase(database);
});

type Answer = { status: number; text: string; body: unknown; headers: Headers };
type Company = typeof companyA;

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, text, body: text ? JSON.parse(text) : null, headers: response.headers };
}

/** As a company's tool calls: the bearer token only, no cookies, no ajax marker, no CSRF token. */
const recruiter = async (
  company: Company,
  path: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) =>
  answerOf(
    await recruiterFunction(
      apiRequest(path, {
        ...options,
        ajaxMarker: false,
        csrfCookie: null,
        csrfHeader: null,
        headers: { ...options.headers, Authorization: `Bearer ${company.token}` },
      }),
    ),
  );
const asStudent = async (signedIn: SignedIn, path: string, options: ApiRequestOptions = {}) =>
  answerOf(await chatsFunction(apiRequest(path, { ...options, cookies: { ...signedIn.cookies, ...options.cookies } })));

const errorOf = (answer: Answer) => apiErrorBodySchema.parse(answer.body).error;
const secret = readPseudonymSecret();

type Student = SignedIn & { email: string; pseudonymFor(company: Company): string };

async function student(
  options: { optedIn?: boolean; name?: [string, string]; university?: string } = {},
): Promise<Student> {
  const [id] = await createStudents(database.db, 1);
  await database.db
    .update(users)
    .set({ receiveScoutMessage: options.optedIn ?? true })
    .where(eq(users.id, id!));
  const name: [string, string] = options.name ?? ["山田", "花子"];
  const university = options.university ?? "ミライ大学";
  await database.db
    .insert(userBasicInformations)
    .values({ userId: id!, lastName: name[0], firstName: name[1], lastNameKana: "ヤマダ", firstNameKana: "ハナコ" });
  await database.db
    .insert(userAffiliations)
    .values({ userId: id!, schoolType: "university", manualUniversity: university });
  const [row] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, id!));
  return {
    ...(await signInAs(database.db, id!)),
    email: row!.email,
    pseudonymFor: (company) => pseudonymFor(secret, company.id, id!),
  };
}

const scoutBody = (to: Student, company: Company, extra: Record<string, unknown> = {}) => ({
  student: to.pseudonymFor(company),
  subject: "特別選考のご案内",
  body: "プロフィールを拝見し、ぜひ一度お話ししたいと思いご連絡しました。",
  ...extra,
});
const sendScout = (company: Company, to: Student, extra: Record<string, unknown> = {}) =>
  recruiter(company, "/api/v1/recruiter/scouts", { method: "POST", body: scoutBody(to, company, extra) });

async function scoutChat(company: Company, to: Student): Promise<number> {
  const answer = await sendScout(company, to);
  expect(answer.status).toBe(201);
  return sendScoutResponseSchema.parse(answer.body).chat_id;
}

const accept = (signedIn: SignedIn, chatId: number | string) =>
  asStudent(signedIn, `/api/v1/chats/${chatId}/scout/accept`, { method: "POST" });
const decline = (signedIn: SignedIn, chatId: number | string, body: unknown = {}) =>
  asStudent(signedIn, `/api/v1/chats/${chatId}/scout/decline`, { method: "POST", body });

async function scoutsOf(userId: string) {
  return database.db
    .select()
    .from(scoutMessages)
    .where(eq(scoutMessages.userId, userId))
    .orderBy(asc(scoutMessages.id));
}

describe("POST /api/v1/recruiter/scouts", () => {
  it("opens a chat whose first message is the scout, expiring in 14 days by default, mails the student and shows the chat to them", async () => {
    const to = await student();
    const answer = await sendScout(companyA, to);
    expect(answer.status).toBe(201);
    expect(answer.headers.get("Set-Cookie")).toBeNull();
    const { chat_id: chatId, scout } = sendScoutResponseSchema.parse(answer.body);
    expect(scout).toMatchObject({ subject: "特別選考のご案内", status: "pending" });
    expect(Date.parse(scout.expires_at) - Date.parse(scout.sent_at)).toBe(14 * 86_400_000);

    const [mail] = await database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, to.email));
    expect(mail!.subject).toBe(`【ミライキャリア】${companyA.name}からスカウトが届きました`);
    expect(mail!.bodyText).toContain(`/chats?id=${chatId}`);
    expect(mail!.template).toBe("scout_arrived");

    const { chats: list } = chatListResponseSchema.parse((await asStudent(to, "/api/v1/chats")).body);
    expect(list).toEqual([
      expect.objectContaining({
        id: chatId,
        scout,
        unread_count: 1,
        last_message: expect.objectContaining({ sender_type: "company" }),
      }),
    ]);
    const thread = chatThreadResponseSchema.parse((await asStudent(to, `/api/v1/chats/${chatId}`)).body);
    expect(thread.chat.scout).toEqual(scout);
    expect(thread.messages.map((message) => [message.sender_type, message.body])).toEqual([
      ["company", scoutBody(to, companyA).body],
    ]);
  });

  it("takes expires_in_days 1–30 and rejects other values, unknown fields and a malformed pseudonym with 400", async () => {
    const to = await student();
    const answer = await sendScout(companyA, to, { expires_in_days: 30 });
    const { scout } = sendScoutResponseSchema.parse(answer.body);
    expect(Date.parse(scout.expires_at) - Date.parse(scout.sent_at)).toBe(30 * 86_400_000);
    const other = await student();
    for (const extra of [
      { expires_in_days: 0 },
      { expires_in_days: 31 },
      { subject: "あ".repeat(101) },
      { body: "" },
      { user_id: other.userId },
      { student: other.userId },
    ]) {
      expect((await sendScout(companyA, other, extra)).status).toBe(400);
    }
    expect(await scoutsOf(other.userId)).toEqual([]);
  });

  it("answers 404 for an opted-out student, another company's pseudonym and an unknown one, storing nothing", async () => {
    const optedOut = await student({ optedIn: false });
    const answer = await sendScout(companyA, optedOut);
    expect(answer.status).toBe(404);
    expect(errorOf(answer).code).toBe("not_found");
    const to = await student();
    expect((await sendScout(companyA, to, { student: to.pseudonymFor(companyB) })).status).toBe(404);
    expect((await sendScout(companyA, to, { student: `stu_${"A".repeat(22)}` })).status).toBe(404);
    expect(await scoutsOf(optedOut.userId)).toEqual([]);
    expect(await scoutsOf(to.userId)).toEqual([]);
    expect(await database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, optedOut.email))).toEqual([]);
  });

  it("stops new scouts at once on opt-out while the existing chat stays readable", async () => {
    const to = await student();
    const chatId = await scoutChat(companyA, to);
    await database.db.update(users).set({ receiveScoutMessage: false }).where(eq(users.id, to.userId));
    expect((await sendScout(companyB, to)).status).toBe(404);
    expect((await asStudent(to, `/api/v1/chats/${chatId}`)).status).toBe(200);
    expect((await recruiter(companyA, `/api/v1/recruiter/chats/${chatId}`)).status).toBe(200);
  });

  it("answers 409 scout_pending while the company's scout is pending, and lets one of two concurrent scouts land", async () => {
    const to = await student();
    const answers = await Promise.all([sendScout(companyA, to), sendScout(companyA, to)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(errorOf(answers.find((answer) => answer.status === 409)!).code).toBe("scout_pending");
    expect(await scoutsOf(to.userId)).toHaveLength(1);
    // another company may scout the same student meanwhile
    expect((await sendScout(companyB, to)).status).toBe(201);
    // once the scout expired, the company may scout again
    await database.db.execute(
      sql`update scout_messages set expires_at = now() - interval '1 second' where user_id = ${to.userId} and company_id = ${companyA.id}`,
    );
    expect((await sendScout(companyA, to)).status).toBe(201);
  });

  it("refuses a student who declined the company in the last 90 days with 409 scout_declined_recently, and allows it 91 days later", async () => {
    const to = await student();
    const chatId = await scoutChat(companyA, to);
    expect((await decline(to, chatId, { reason: "志望業界が異なるため" })).status).toBe(200);
    const refused = await sendScout(companyA, to);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe("scout_declined_recently");
    await database.db.execute(
      sql`update scout_messages set responded_at = now() - interval '89 days' where chat_id = ${chatId}`,
    );
    expect((await sendScout(companyA, to)).status).toBe(409);
    await database.db.execute(
      sql`update scout_messages set responded_at = now() - interval '91 days' where chat_id = ${chatId}`,
    );
    const again = await sendScout(companyA, to);
    expect(again.status).toBe(201);
    expect(sendScoutResponseSchema.parse(again.body).chat_id).not.toBe(chatId);
  });

  it("holds the monthly quota (SCOUT_MONTHLY_QUOTA, default 100) under concurrency with 429 scout_quota_exceeded", async () => {
    expect(readScoutMonthlyQuota({})).toBe(100);
    expect(() => readScoutMonthlyQuota({ SCOUT_MONTHLY_QUOTA: "0" })).toThrow();
    const sent = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from scout_messages where company_id = ${companyB.id}
      and sent_at >= date_trunc('month', now() at time zone 'Asia/Tokyo') at time zone 'Asia/Tokyo'`);
    process.env.SCOUT_MONTHLY_QUOTA = String(Number(sent.rows[0]!.n) + 2);
    try {
      const students: Student[] = [];
      for (let n = 0; n < 4; n += 1) students.push(await student());
      const answers = await Promise.all(students.map((to) => sendScout(companyB, to)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 429, 429]);
      const over = answers.find((answer) => answer.status === 429)!;
      expect(errorOf(over)).toMatchObject({
        code: "scout_quota_exceeded",
        details: { quota: Number(sent.rows[0]!.n) + 2 },
      });
      const stored = await database.db.execute<{
        n: number;
      }>(sql`select count(*)::int as n from scout_messages where company_id = ${companyB.id}
        and user_id in (${sql.join(
          students.map((to) => sql`${to.userId}`),
          sql`, `,
        )})`);
      expect(Number(stored.rows[0]!.n)).toBe(2);
    } finally {
      delete process.env.SCOUT_MONTHLY_QUOTA;
    }
  });
});

describe("accepting and declining", () => {
  it("keeps a pending scout's chat closed both ways (409 scout_not_accepted), and opens it on accept, idempotently", async () => {
    const to = await student();
    const chatId = await scoutChat(companyA, to);
    const studentReply = await asStudent(to, `/api/v1/chats/${chatId}/messages`, {
      method: "POST",
      body: { body: "ありがとうございます" },
    });
    expect(studentReply.status).toBe(409);
    expect(errorOf(studentReply).code).toBe("scout_not_accepted");
    const companyMore = await recruiter(companyA, `/api/v1/recruiter/chats/${chatId}/messages`, {
      method: "POST",
      body: { body: "追伸です" },
    });
    expect(companyMore.status).toBe(409);
    expect(errorOf(companyMore).code).toBe("scout_not_accepted");
    expect(await database.db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId))).toHaveLength(1);

    const accepted = await accept(to, chatId);
    expect(accepted.status).toBe(200);
    const answer = scoutAnswerResponseSchema.parse(accepted.body);
    expect(answer.scout.status).toBe("accepted");
    expect(scoutAnswerResponseSchema.parse((await accept(to, chatId)).body)).toEqual(answer);
    expect((await decline(to, chatId)).status).toBe(409);

    expect(
      (
        await asStudent(to, `/api/v1/chats/${chatId}/messages`, {
          method: "POST",
          body: { body: "ぜひお話を伺いたいです" },
        })
      ).status,
    ).toBe(201);
    const reply = await recruiter(companyA, `/api/v1/recruiter/chats/${chatId}/messages`, {
      method: "POST",
      body: { body: "  ありがとうございます。 " },
    });
    expect(reply.status).toBe(201);
    expect(chatMessageResponseSchema.parse(reply.body).message).toMatchObject({
      sender_type: "company",
      body: "ありがとうございます。",
    });
  });

  it("declines with an optional reason the company never sees, idempotently; a declined chat stays closed and cannot be accepted", async () => {
    const to = await student();
    const chatId = await scoutChat(companyA, to);
    expect((await decline(to, chatId, { reason: "あ".repeat(501) })).status).toBe(400);
    const declined = await decline(to, chatId, { reason: "志望業界が異なるため" });
    expect(declined.status).toBe(200);
    expect(scoutAnswerResponseSchema.parse(declined.body).scout.status).toBe("declined");
    expect((await decline(to, chatId, { reason: "別の理由" })).body).toEqual(declined.body);
    const [row] = await scoutsOf(to.userId);
    expect(row).toMatchObject({ response: "declined", declineReason: "志望業界が異なるため" });
    const refused = await accept(to, chatId);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe("scout_closed");
    expect(
      (await asStudent(to, `/api/v1/chats/${chatId}/messages`, { method: "POST", body: { body: "やはり" } })).status,
    ).toBe(409);

    const seen = await recruiter(companyA, `/api/v1/recruiter/chats/${chatId}`);
    const thread = recruiterChatThreadResponseSchema.parse(seen.body);
    expect(thread.chat.scout).toMatchObject({ status: "declined", declined_notice: SCOUT_DECLINED_NOTICE });
    expect(thread.chat.open).toBe(false);
    expect(JSON.stringify(seen.body)).not.toContain("志望業界");
  });

  it("shows an expired pending scout as expired, and refuses to accept it", async () => {
    const to = await student();
    const chatId = await scoutChat(companyA, to);
    await database.db.execute(
      sql`update scout_messages set expires_at = now() - interval '1 minute' where chat_id = ${chatId}`,
    );
    const { chats: list } = chatListResponseSchema.parse((await asStudent(to, "/api/v1/chats")).body);
    expect(list[0]!.scout!.status).toBe("expired");
    const refused = await accept(to, chatId);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe("scout_closed");
    expect((await decline(to, chatId)).status).toBe(409);
    expect(
      (await asStudent(to, `/api/v1/chats/${chatId}/messages`, { method: "POST", body: { body: "遅れました" } }))
        .status,
    ).toBe(409);
  });

  it("answers 404 for a chat without a scout; a chat without a scout stays open both ways", async () => {
    const to = await student();
    const [plain] = await database.db
      .insert(chats)
      .values({ userId: to.userId, companyId: companyA.id })
      .returning({ id: chats.id });
    expect((await accept(to, plain!.id)).status).toBe(404);
    expect(
      (await asStudent(to, `/api/v1/chats/${plain!.id}/messages`, { method: "POST", body: { body: "質問です" } }))
        .status,
    ).toBe(201);
    expect(
      (
        await recruiter(companyA, `/api/v1/recruiter/chats/${plain!.id}/messages`, {
          method: "POST",
          body: { body: "回答です" },
        })
      ).status,
    ).toBe(201);
  });
});

describe("recruiter chats", () => {
  it("list a page at a time (20 unless per, at most 50) with total_counts over all pages", async () => {
    const stored = await database.db.$count(chats, eq(chats.companyId, companyB.id));
    const newest = await scoutChat(companyB, await student());
    const page = async (query: string) =>
      recruiterChatListResponseSchema.parse((await recruiter(companyB, `/api/v1/recruiter/chats${query}`)).body);
    const first = await page("?per=1");
    expect(first.chats.map((chat) => chat.id)).toEqual([newest]);
    expect(first.total_counts).toBe(stored + 1);
    expect((await page("")).chats).toHaveLength(Math.min(stored + 1, 20));
    expect(await page(`?per=1&page=${stored + 2}`)).toEqual({ chats: [], total_counts: stored + 1 });
    for (const query of ["?per=51", "?page=0"]) {
      const answer = await recruiter(companyB, `/api/v1/recruiter/chats${query}`);
      expect([query, answer.status]).toEqual([query, 400]);
    }
  });

  it("hide the student's name and university until the scout is accepted, and never show the e-mail", async () => {
    const to = await student({ name: ["佐藤", "太郎"], university: "ミライ工業大学" });
    const chatId = await scoutChat(companyA, to);
    const before = await recruiter(companyA, "/api/v1/recruiter/chats");
    expect(before.status).toBe(200);
    expect(before.headers.get("Cache-Control")).toBe("private, no-store");
    const listed = recruiterChatListResponseSchema.parse(before.body).chats.find((chat) => chat.id === chatId)!;
    expect(listed).toMatchObject({
      student: { pseudonym: to.pseudonymFor(companyA), name: null, university: null },
      open: false,
    });
    const threadBefore = await recruiter(companyA, `/api/v1/recruiter/chats/${chatId}`);
    // this chat's entry and thread name nothing of the student (company A's accepted sample chats name their students)
    for (const text of [JSON.stringify(listed), JSON.stringify(threadBefore.body)]) {
      for (const secretValue of ["佐藤", "ミライ工業大学", to.email, to.userId])
        expect(text).not.toContain(secretValue);
    }
    for (const secretValue of [to.email, to.userId]) expect(JSON.stringify(before.body)).not.toContain(secretValue);

    expect((await accept(to, chatId)).status).toBe(200);
    const after = recruiterChatListResponseSchema
      .parse((await recruiter(companyA, "/api/v1/recruiter/chats")).body)
      .chats.find((chat) => chat.id === chatId)!;
    expect(after).toMatchObject({
      student: { pseudonym: to.pseudonymFor(companyA), name: "佐藤 太郎", university: "ミライ工業大学" },
      open: true,
    });
    const thread = await recruiter(companyA, `/api/v1/recruiter/chats/${chatId}`);
    expect(recruiterChatThreadResponseSchema.parse(thread.body).chat.student.name).toBe("佐藤 太郎");
    expect(JSON.stringify(thread.body)).not.toContain(to.email);
  });

  it("answer the thread with a weak ETag: 304 without a body while unchanged, 200 with a new one after an answer, a message or a read mark", async () => {
    const to = await student();
    const chatId = await scoutChat(companyA, to);
    const path = `/api/v1/recruiter/chats/${chatId}`;
    const poll = (etag: string) => recruiter(companyA, path, { headers: { "If-None-Match": etag } });
    const first = await recruiter(companyA, path);
    expect(first.status).toBe(200);
    let etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/".+"$/);

    const unchanged = await poll(etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe("");
    expect(unchanged.headers.get("ETag")).toBe(etag);
    expect(unchanged.headers.get("Cache-Control")).toBe("private, no-store");
    // the strong form of the same tag and a list naming it match too (weak comparison)
    expect((await poll(`"x", ${etag.slice(2)}`)).status).toBe(304);

    const changes: Array<[string, () => Promise<unknown>]> = [
      ["the student accepts", () => accept(to, chatId)],
      [
        "the student writes",
        () =>
          asStudent(to, `/api/v1/chats/${chatId}/messages`, {
            method: "POST",
            body: { body: "ぜひお話を伺いたいです" },
          }),
      ],
      ["the company reads", () => recruiter(companyA, `${path}/read`, { method: "POST" })],
      [
        "the company writes",
        () => recruiter(companyA, `${path}/messages`, { method: "POST", body: { body: "ありがとうございます" } }),
      ],
      ["the student reads", () => asStudent(to, `/api/v1/chats/${chatId}/read`, { method: "POST" })],
    ];
    for (const [change, act] of changes) {
      await act();
      const after = await poll(etag);
      expect([change, after.status]).toEqual([change, 200]);
      expect(after.headers.get("ETag")).not.toBe(etag);
      etag = after.headers.get("ETag")!;
      expect((await poll(etag)).status).toBe(304);
    }
    const thread = recruiterChatThreadResponseSchema.parse((await recruiter(companyA, path)).body);
    expect(thread.chat.open).toBe(true);
    expect(thread.messages.map((message) => [message.sender_type, message.read_at !== null])).toEqual([
      ["company", true],
      ["user", true],
      ["company", true],
    ]);
    // another company's chat stays 404 whatever If-None-Match says
    expect((await recruiter(companyB, path, { headers: { "If-None-Match": "*" } })).status).toBe(404);
  });

  it("count and mark the student's messages read", async () => {
    const to = await student();
    const chatId = await scoutChat(companyA, to);
    await accept(to, chatId);
    await asStudent(to, `/api/v1/chats/${chatId}/messages`, { method: "POST", body: { body: "一通目" } });
    await asStudent(to, `/api/v1/chats/${chatId}/messages`, { method: "POST", body: { body: "二通目" } });
    const unread = () =>
      recruiter(companyA, "/api/v1/recruiter/chats").then(
        (answer) =>
          recruiterChatListResponseSchema.parse(answer.body).chats.find((chat) => chat.id === chatId)!.unread_count,
      );
    expect(await unread()).toBe(2);
    const read = await recruiter(companyA, `/api/v1/recruiter/chats/${chatId}/read`, { method: "POST" });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ unread_count: 0 });
    expect(await unread()).toBe(0);
    // the student's side sees its messages read
    const thread = chatThreadResponseSchema.parse((await asStudent(to, `/api/v1/chats/${chatId}`)).body);
    expect(
      thread.messages.filter((message) => message.sender_type === "user").every((message) => message.read_at !== null),
    ).toBe(true);
  });

  it("answer 404 on every route for another company's chat and unknown ids, changing nothing; students get 404 for others' scouts", async () => {
    const to = await student();
    const chatId = await scoutChat(companyA, to);
    await accept(to, chatId);
    expect(
      recruiterChatListResponseSchema
        .parse((await recruiter(companyB, "/api/v1/recruiter/chats")).body)
        .chats.map((chat) => chat.id),
    ).not.toContain(chatId);
    for (const id of [chatId, 99_999_999, "abc"]) {
      const answers = [
        await recruiter(companyB, `/api/v1/recruiter/chats/${id}`),
        await recruiter(companyB, `/api/v1/recruiter/chats/${id}/messages`, {
          method: "POST",
          body: { body: "横入り" },
        }),
        await recruiter(companyB, `/api/v1/recruiter/chats/${id}/read`, { method: "POST" }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(errorOf(answer).code).toBe("not_found");
      }
    }
    const pendingChat = await scoutChat(companyA, await student());
    const intruder = await student();
    for (const id of [pendingChat, 99_999_999, "abc"]) {
      for (const answer of [await accept(intruder, id), await decline(intruder, id)]) {
        expect(answer.status).toBe(404);
        expect(errorOf(answer).code).toBe("not_found");
      }
    }
    const [row] = await database.db.select().from(scoutMessages).where(eq(scoutMessages.chatId, pendingChat));
    expect(row!.response).toBeNull();
    expect(await database.db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId))).toHaveLength(1);
  });
});

describe("browser guards", () => {
  it("a recruiter POST needs neither the ajax marker nor a CSRF token, while a student POST still needs both", async () => {
    const to = await student();
    // as recruiter(…) does: no ajax marker, no cookie, no CSRF header, through functions/recruiter.mts itself
    const sent = await answerOf(
      await loadedRecruiterFunction(
        apiRequest("/api/v1/recruiter/scouts", {
          method: "POST",
          body: scoutBody(to, companyA),
          ajaxMarker: false,
          csrfCookie: null,
          csrfHeader: null,
          headers: { Authorization: `Bearer ${companyA.token}` },
        }),
      ),
    );
    expect(sent.status).toBe(201);
    expect(sent.headers.get("Set-Cookie")).toBeNull();
    const chatId = sendScoutResponseSchema.parse(sent.body).chat_id;
    const noCsrf = await answerOf(
      await chatsFunction(
        apiRequest(`/api/v1/chats/${chatId}/scout/accept`, { method: "POST", cookies: to.cookies, csrfHeader: null }),
      ),
    );
    expect(noCsrf.status).toBe(403);
    expect(errorOf(noCsrf).code).toBe("invalid_csrf_token");
    const noMarker = await answerOf(
      await chatsFunction(
        apiRequest(`/api/v1/chats/${chatId}/scout/accept`, { method: "POST", cookies: to.cookies, ajaxMarker: false }),
      ),
    );
    expect(noMarker.status).toBe(403);
    expect(errorOf(noMarker).code).toBe("missing_ajax_marker");
    const [row] = await database.db.select().from(scoutMessages).where(eq(scoutMessages.chatId, chatId));
    expect(row!.response).toBeNull();
    // without a token, a recruiter POST is 401 (not 403): the token is its only guard
    const anonymous = await answerOf(
      await loadedRecruiterFunction(
        apiRequest("/api/v1/recruiter/scouts", {
          method: "POST",
          body: scoutBody(to, companyA),
          ajaxMarker: false,
          csrfCookie: null,
        }),
      ),
    );
    expect(anonymous.status).toBe(401);
  });
});
