import { asc, eq, sql } from "drizzle-orm";
import { chatMessages, chats } from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema, invalidParameterDetailsSchema } from "../../core/api/api-error";
import {
  chatListResponseSchema,
  chatMessageResponseSchema,
  chatReadResponseSchema,
  chatThreadResponseSchema,
} from "../../core/api/chats";
import { currentUserResponseSchema } from "../../core/api/current-user";
import { apiRequest, type ApiRequestOptions } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { createStudents } from "../testing/entry-fixtures";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { signInAs, type SignedIn } from "../testing/sign-in-as";

let database: TestDatabase;
let chatsFunction: FunctionModule["default"];
let authFunction: FunctionModule["default"];
let companies: Array<{ id: number; name: string; initial_char: string; square_logo_url: string | null }>;

beforeAll(async () => {
  database = await openSeededDatabase();
  chatsFunction = (await loadFunction("chats")).default;
  authFunction = (await loadFunction("authentications")).default;
  companies = (
    await database.db.execute<{ id: number; name: string; initial_char: string; square_logo_url: string | null }>(
      sql`select id, name, initial_char, square_logo_url from companies order by id limit 4`,
    )
  ).rows;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

type Answer = { status: number; text: string; body: unknown; headers: Headers };

async function call(path: string, options: ApiRequestOptions = {}): Promise<Answer> {
  const response = await chatsFunction(apiRequest(path, options));
  const text = await response.text();
  return { status: response.status, text, body: text ? JSON.parse(text) : null, headers: response.headers };
}

const errorOf = (answer: Answer) => apiErrorBodySchema.parse(answer.body).error;
const as = (signedIn: SignedIn, options: ApiRequestOptions = {}): ApiRequestOptions => ({
  ...options,
  cookies: { ...signedIn.cookies, ...options.cookies },
});

async function student(): Promise<SignedIn> {
  const [id] = await createStudents(database.db, 1);
  return signInAs(database.db, id!);
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

type MessageFixture = { sender: "user" | "company"; body?: string; minutesAgo: number; readMinutesAgo?: number };

/** A chat of the student with companies[companyIndex], created `createdMinutesAgo` ago, with the given messages. */
async function createChat(
  userId: string,
  companyIndex: number,
  createdMinutesAgo: number,
  messages: MessageFixture[] = [],
): Promise<number> {
  const [chat] = await database.db
    .insert(chats)
    // as the app keeps it: updated_at is the last message's time, else the creation's
    .values({
      userId,
      companyId: companies[companyIndex]!.id,
      createdAt: minutesAgo(createdMinutesAgo),
      updatedAt: minutesAgo(Math.min(createdMinutesAgo, ...messages.map((m) => m.minutesAgo))),
    })
    .returning({ id: chats.id });
  if (messages.length > 0) {
    await database.db.insert(chatMessages).values(
      messages.map((message, index) => ({
        chatId: chat!.id,
        senderType: message.sender,
        body: message.body ?? `メッセージ${index + 1}`,
        createdAt: minutesAgo(message.minutesAgo),
        readAt: message.readMinutesAgo === undefined ? null : minutesAgo(message.readMinutesAgo),
      })),
    );
  }
  return chat!.id;
}

async function messagesOf(chatId: number) {
  return database.db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId)).orderBy(asc(chatMessages.id));
}

const send = (signedIn: SignedIn | null, chatId: number | string, body: unknown) =>
  call(
    `/api/v1/chats/${chatId}/messages`,
    signedIn ? as(signedIn, { method: "POST", body }) : { method: "POST", body },
  );
const markRead = (signedIn: SignedIn | null, chatId: number | string) =>
  call(`/api/v1/chats/${chatId}/read`, signedIn ? as(signedIn, { method: "POST" }) : { method: "POST" });

async function unreadCommentsCountOf(signedIn: SignedIn): Promise<number> {
  const response = await authFunction(apiRequest("/api/v1/authentications/current_user_information", as(signedIn)));
  return currentUserResponseSchema.parse(await response.json()).current_user.unread_comments_count;
}

describe("GET /api/v1/chats", () => {
  it("lists the student's chats newest activity first, with company, excerpt and unread count, private no-store", async () => {
    const signedIn = await student();
    const quiet = await createChat(signedIn.userId, 0, 600, [
      { sender: "company", minutesAgo: 500, readMinutesAgo: 400 },
    ]);
    const busy = await createChat(signedIn.userId, 1, 900, [
      { sender: "company", body: "先日はありがとうございました。", minutesAgo: 300 },
      { sender: "company", body: "追加のご案内です。", minutesAgo: 200, readMinutesAgo: 100 },
      { sender: "user", body: `${"あ".repeat(70)}\n二行目`, minutesAgo: 10 },
    ]);
    const empty = await createChat(signedIn.userId, 2, 50);
    const other = await student();
    await createChat(other.userId, 3, 1, [{ sender: "company", minutesAgo: 1 }]);

    const answer = await call("/api/v1/chats", as(signedIn));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const { chats: list } = chatListResponseSchema.parse(answer.body);
    expect(list.map((chat) => chat.id)).toEqual([busy, empty, quiet]);
    expect(list[0]).toEqual({
      id: busy,
      company: {
        id: companies[1]!.id,
        name: companies[1]!.name,
        initial_char: companies[1]!.initial_char,
        square_logo: companies[1]!.square_logo_url,
      },
      last_message: { sender_type: "user", excerpt: `${"あ".repeat(60)}…`, created_at: expect.any(String) },
      unread_count: 1,
      updated_at: expect.any(String),
      scout: null,
    });
    expect(Date.parse(list[0]!.last_message!.created_at)).toBeCloseTo(minutesAgo(10).getTime(), -4);
    expect(list[1]).toMatchObject({ id: empty, last_message: null, unread_count: 0 });
    expect(list[2]).toMatchObject({
      id: quiet,
      last_message: { sender_type: "company", excerpt: "メッセージ1" },
      unread_count: 0,
    });
  });

  it("orders chats of the same last-activity time by id, newest first", async () => {
    const signedIn = await student();
    const first = await createChat(signedIn.userId, 0, 30);
    const second = await createChat(signedIn.userId, 1, 30);
    await database.db
      .update(chats)
      .set({
        createdAt: sql`(select created_at from chats where id = ${first})`,
        updatedAt: sql`(select updated_at from chats where id = ${first})`,
      })
      .where(eq(chats.id, second));
    const { chats: list } = chatListResponseSchema.parse((await call("/api/v1/chats", as(signedIn))).body);
    expect(list.map((chat) => chat.id)).toEqual([second, first]);
  });

  it("answers an empty list to a student without chats and 401 anonymously", async () => {
    expect(chatListResponseSchema.parse((await call("/api/v1/chats", as(await student()))).body)).toEqual({
      chats: [],
      total_counts: 0,
    });
    const anonymous = await call("/api/v1/chats");
    expect(anonymous.status).toBe(401);
    expect(errorOf(anonymous).code).toBe("unauthorized");
  });
});

describe("GET /api/v1/chats, paged", () => {
  it("answers 20 a page unless per (at most 50), with total_counts over all pages, and an empty page past the end", async () => {
    const signedIn = await student();
    const ids: number[] = [];
    for (let n = 0; n < 23; n += 1) ids.push(await createChat(signedIn.userId, n % 4, 1000 - n)); // the last created is the newest
    const newestFirst = [...ids].reverse();
    const page = async (query: string) =>
      chatListResponseSchema.parse((await call(`/api/v1/chats${query}`, as(signedIn))).body);

    const first = await page("");
    expect(first.total_counts).toBe(23);
    expect(first.chats.map((chat) => chat.id)).toEqual(newestFirst.slice(0, 20));
    expect((await page("?page=2")).chats.map((chat) => chat.id)).toEqual(newestFirst.slice(20));
    expect((await page("?per=5&page=3")).chats.map((chat) => chat.id)).toEqual(newestFirst.slice(10, 15));
    expect((await page("?per=50")).chats).toHaveLength(23);
    expect(await page("?page=9")).toEqual({ chats: [], total_counts: 23 });
  });

  it("answers 400 invalid_parameter to a page or per out of range or not a number", async () => {
    const signedIn = await student();
    for (const query of ["?per=51", "?per=0", "?page=0", "?page=abc", "?per=1.5"]) {
      const answer = await call(`/api/v1/chats${query}`, as(signedIn));
      expect([query, answer.status]).toEqual([query, 400]);
      expect(errorOf(answer).code).toBe("invalid_parameter");
    }
  });
});

describe("GET /api/v1/chats/{chat_id}", () => {
  it("answers the chat and its messages oldest first with an ETag, private no-store", async () => {
    const signedIn = await student();
    const chatId = await createChat(signedIn.userId, 0, 100, [
      { sender: "company", body: "こんにちは", minutesAgo: 90, readMinutesAgo: 80 },
      { sender: "user", body: "よろしくお願いします", minutesAgo: 70 },
      { sender: "company", body: "はい", minutesAgo: 60 },
    ]);
    const answer = await call(`/api/v1/chats/${chatId}`, as(signedIn));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("ETag")).toMatch(/^W\/".+"$/);
    const thread = chatThreadResponseSchema.parse(answer.body);
    expect(thread.chat).toEqual({
      id: chatId,
      company: {
        id: companies[0]!.id,
        name: companies[0]!.name,
        initial_char: companies[0]!.initial_char,
        square_logo: companies[0]!.square_logo_url,
      },
      scout: null,
    });
    expect(thread.messages.map((message) => [message.sender_type, message.body])).toEqual([
      ["company", "こんにちは"],
      ["user", "よろしくお願いします"],
      ["company", "はい"],
    ]);
    expect(thread.messages[0]!.read_at).not.toBeNull();
    expect(thread.messages[2]!.read_at).toBeNull();
  });

  it("answers 304 without a body while the thread is unchanged, and 200 with a new ETag after a message or a read", async () => {
    const signedIn = await student();
    const chatId = await createChat(signedIn.userId, 0, 100, [{ sender: "company", minutesAgo: 90 }]);
    const first = await call(`/api/v1/chats/${chatId}`, as(signedIn));
    const etag = first.headers.get("ETag")!;

    const unchanged = await call(`/api/v1/chats/${chatId}`, as(signedIn, { headers: { "If-None-Match": etag } }));
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe("");
    expect(unchanged.headers.get("ETag")).toBe(etag);
    expect(unchanged.headers.get("Cache-Control")).toBe("private, no-store");
    // the strong form of the same tag and a list naming it match too (weak comparison)
    expect(
      (await call(`/api/v1/chats/${chatId}`, as(signedIn, { headers: { "If-None-Match": `"x", ${etag.slice(2)}` } })))
        .status,
    ).toBe(304);

    expect((await send(signedIn, chatId, { body: "質問があります" })).status).toBe(201);
    const afterMessage = await call(`/api/v1/chats/${chatId}`, as(signedIn, { headers: { "If-None-Match": etag } }));
    expect(afterMessage.status).toBe(200);
    const etagAfterMessage = afterMessage.headers.get("ETag")!;
    expect(etagAfterMessage).not.toBe(etag);
    expect(chatThreadResponseSchema.parse(afterMessage.body).messages.map((message) => message.body)).toEqual([
      "メッセージ1",
      "質問があります",
    ]);

    // a company's reply, then the student's read mark, each change the tag
    await database.db.insert(chatMessages).values({ chatId, senderType: "company", body: "お答えします" });
    const afterReply = await call(
      `/api/v1/chats/${chatId}`,
      as(signedIn, { headers: { "If-None-Match": etagAfterMessage } }),
    );
    expect(afterReply.status).toBe(200);
    expect((await markRead(signedIn, chatId)).status).toBe(200);
    const afterRead = await call(
      `/api/v1/chats/${chatId}`,
      as(signedIn, { headers: { "If-None-Match": afterReply.headers.get("ETag")! } }),
    );
    expect(afterRead.status).toBe(200);
    expect(
      chatThreadResponseSchema
        .parse(afterRead.body)
        .messages.every((message) => message.sender_type === "user" || message.read_at !== null),
    ).toBe(true);
  });
});

describe("POST /api/v1/chats/{chat_id}/messages", () => {
  it("stores the body trimmed of surrounding blanks only, as the student's, bumps updated_at and answers 201", async () => {
    const signedIn = await student();
    const chatId = await createChat(signedIn.userId, 0, 100);
    const body = "  一行目\n\n  字下げした二行目 😀  \n";
    const answer = await send(signedIn, chatId, { body });
    expect(answer.status).toBe(201);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const { message } = chatMessageResponseSchema.parse(answer.body);
    expect(message).toMatchObject({ sender_type: "user", body: "一行目\n\n  字下げした二行目 😀", read_at: null });
    const [row] = await messagesOf(chatId);
    expect(row).toMatchObject({
      id: message.id,
      senderType: "user",
      body: "一行目\n\n  字下げした二行目 😀",
      readAt: null,
    });
    const [chat] = await database.db.select().from(chats).where(eq(chats.id, chatId));
    expect(chat!.updatedAt.getTime()).toBe(row!.createdAt.getTime());
    expect(chat!.updatedAt.getTime()).toBeGreaterThan(minutesAgo(1).getTime());
  });

  it("answers 400 with the Japanese message for an empty, blank or too long body and stores nothing", async () => {
    const signedIn = await student();
    const chatId = await createChat(signedIn.userId, 0, 100);
    const cases: Array<[unknown, string]> = [
      [{ body: "" }, "メッセージを入力してください"],
      [{ body: " \n\u3000\t" }, "メッセージを入力してください"],
      [{ body: "あ".repeat(2001) }, "メッセージは2000文字以内で入力してください（いま2001文字）"],
    ];
    for (const [body, message] of cases) {
      const answer = await send(signedIn, chatId, body);
      expect(answer.status).toBe(400);
      const error = errorOf(answer);
      expect(error.code).toBe("invalid_parameter");
      expect(invalidParameterDetailsSchema.parse(error.details).issues).toEqual([
        { parameter: "body", message: expect.stringContaining(message) },
      ]);
    }
    expect((await send(signedIn, chatId, {})).status).toBe(400);
    expect((await send(signedIn, chatId, { body: "こんにちは", sender_type: "company" })).status).toBe(400);
    expect(await messagesOf(chatId)).toEqual([]);
  });

  it("accepts 2,000 emoji (4,000 UTF-16 units)", async () => {
    const signedIn = await student();
    const chatId = await createChat(signedIn.userId, 0, 100);
    const body = "😀".repeat(2000);
    expect((await send(signedIn, chatId, { body })).status).toBe(201);
    expect((await messagesOf(chatId)).map((row) => row.body)).toEqual([body]);
  });
});

describe("POST /api/v1/chats/{chat_id}/read", () => {
  it("marks only the chat's unread company messages read, keeps earlier read marks and answers the student's total", async () => {
    const signedIn = await student();
    const chatId = await createChat(signedIn.userId, 0, 100, [
      { sender: "company", minutesAgo: 90, readMinutesAgo: 85 },
      { sender: "company", minutesAgo: 80 },
      { sender: "user", minutesAgo: 70 },
      { sender: "company", minutesAgo: 60 },
    ]);
    const otherChat = await createChat(signedIn.userId, 1, 100, [
      { sender: "company", minutesAgo: 50 },
      { sender: "company", minutesAgo: 40 },
    ]);
    expect(await unreadCommentsCountOf(signedIn)).toBe(4);
    const before = await messagesOf(chatId);

    const answer = await markRead(signedIn, chatId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(chatReadResponseSchema.parse(answer.body)).toEqual({ unread_count: 0, unread_comments_count: 2 });
    expect(await unreadCommentsCountOf(signedIn)).toBe(2);

    const after = await messagesOf(chatId);
    expect(after[0]!.readAt).toEqual(before[0]!.readAt);
    expect(after[1]!.readAt).not.toBeNull();
    expect(after[2]!.readAt).toBeNull();
    expect(after[3]!.readAt).not.toBeNull();
    expect((await messagesOf(otherChat)).every((row) => row.readAt === null)).toBe(true);

    // a second call moves nothing
    expect(chatReadResponseSchema.parse((await markRead(signedIn, chatId)).body)).toEqual({
      unread_count: 0,
      unread_comments_count: 2,
    });
    expect(await messagesOf(chatId)).toEqual(after);
    const { chats: list } = chatListResponseSchema.parse((await call("/api/v1/chats", as(signedIn))).body);
    expect(list.map((chat) => [chat.id, chat.unread_count])).toEqual([
      [otherChat, 2],
      [chatId, 0],
    ]);
  });
});

describe("another student's chat and anonymous calls", () => {
  it("answers 404 not_found on every route for another student's chat and an unknown id, and changes nothing", async () => {
    const owner = await student();
    const chatId = await createChat(owner.userId, 0, 100, [{ sender: "company", minutesAgo: 90 }]);
    const intruder = await student();
    for (const id of [chatId, 99_999_999, "abc"]) {
      const answers = [
        await call(`/api/v1/chats/${id}`, as(intruder)),
        await send(intruder, id, { body: "こんにちは" }),
        await markRead(intruder, id),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(errorOf(answer).code).toBe("not_found");
      }
    }
    const rows = await messagesOf(chatId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.readAt).toBeNull();
  });

  it("answers 401 to anonymous calls on every route", async () => {
    const owner = await student();
    const chatId = await createChat(owner.userId, 0, 100);
    for (const answer of [
      await call(`/api/v1/chats/${chatId}`),
      await send(null, chatId, { body: "こんにちは" }),
      await markRead(null, chatId),
    ]) {
      expect(answer.status).toBe(401);
      expect(errorOf(answer).code).toBe("unauthorized");
    }
    expect(await messagesOf(chatId)).toEqual([]);
  });
});
