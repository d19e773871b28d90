/**
 * `npm run bench:chats [-- --database-url postgres://user@host:port/postgres] [-- --chats 1000] [-- --requests 500]
 * [-- --concurrency 10] [-- --pool 20]`: a student's chats through real HTTP (issue 17: list and thread p99 ≤ 50 ms
 * at 10 concurrent on Postgres with 1,000 conversations for one student; the poll of an unchanged thread is a 304
 * with no body).
 *
 * One signed-in student has `chats` conversations with COMPANIES companies, newest every few hours back over the
 * last months: most with 2–6 messages both ways, every 10th opened by a scout (a scout_messages row whose body is
 * the chat's first message; accepted ones go on, declined or unanswered ones hold the scout alone), the company's
 * last messages of every 4th chat unread, and one conversation of LONG_THREAD_MESSAGES messages. The chat routes
 * (server/chats/chat-routes.ts, as functions/chats.mts mounts them, through serveRoutes in a plain node:http server)
 * answer `requests` GETs of each, `concurrency` at a time, after WARMUP_REQUESTS untimed ones:
 * - `list`: GET /api/v1/chats, the first page the page /chats shows (checked first: CHATS_DEFAULT_PER chats of
 *   `total_counts` = `chats`, its size in bytes); `listLastPage`: the last page (the deepest offset);
 * - `thread`: GET /api/v1/chats/{id} of the long conversation;
 * - `poll`: the same GET with `If-None-Match` set to the ETag of its first answer, as the page polls: every answer
 *   must be a 304 with an empty body.
 * Each with p50/p95/p99 and whether p99 is within TARGET_P99_MS.
 *
 * As bench/checkin.ts: without --database-url an in-memory PGlite in a child process over one connection; with it a
 * throwaway database on that server (dropped afterwards), a pool of `pool` connections. Clients run in a child process
 * (bench/lib/run-client-load.ts). Writes bench/results/chats.json (one key per database kind).
 */
import "../scripts/lib/runtime/check-node";
import os from "node:os";
import { sql } from "drizzle-orm";
import type { DbHandle } from "../db/client";
import { chatMessages, chats, scoutMessages } from "../db/schema";
import { chatRoutes } from "../server/chats/chat-routes";
import { AJAX_MARKER_HEADER_NAME, AJAX_MARKER_VALUE } from "../server/platform/http/csrf";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { scoutRoutes } from "../server/scouts/scout-routes";
import { createCompanies } from "../server/testing/company-fixtures";
import { createStudents } from "../server/testing/entry-fixtures";
import { signInAs } from "../server/testing/sign-in-as";
import { CHATS_DEFAULT_PER, chatListResponseSchema, chatThreadResponseSchema } from "../core/api/chats";
import { summarizeLatencies } from "./lib/latency-summary";
import { runClientLoad, type ClientAnswer, type ClientRequest } from "./lib/run-client-load";
import { serveHandler } from "./lib/serve-handler";
import { openBenchDatabase } from "./lib/open-bench-database";
import { writeBenchResult } from "./lib/write-bench-result";
import { viewerAuth } from "../server/auth/authenticate";

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const COMPANIES = 100;
const LONG_THREAD_MESSAGES = 100;
const WARMUP_REQUESTS = 100;
const TARGET_P99_MS = 50;
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** rows per INSERT (5 parameters a message: far below Postgres' 65,535) */
const INSERT_BATCH = 2000;

type MessageRow = typeof chatMessages.$inferInsert;
type ScoutRow = typeof scoutMessages.$inferInsert;

const companyLine = (i: number) => `${i + 1}件目のご連絡です。先日はご参加いただきありがとうございました。`;
const messageBody = (i: number, j: number) =>
  j % 2 === 0
    ? `${companyLine(i)}\n次回の面談は来週の火曜日 14:00 からを予定しております。ご都合が悪い場合はこちらのチャットでお知らせください。`
    : `ご連絡ありがとうございます。${j}回目の返信です。火曜日で問題ありません。当日はよろしくお願いいたします。`;

type ScoutResponse = "accepted" | "declined" | null;

/**
 * Conversation i: its last activity i × 5 hours ago (chat 0 is the newest), 10 minutes between messages. Every 10th
 * is opened by a scout: accepted, declined or unanswered (pending, or expired once 14 days have passed) in turn; a
 * scout not accepted is the chat's only message. Chat 1 is the long one.
 */
function conversationPlan(i: number, now: number) {
  const scout: ScoutResponse | undefined =
    i % 10 === 0 ? (["accepted", "declined", null] as const)[(i / 10) % 3] : undefined;
  const count = i === 1 ? LONG_THREAD_MESSAGES : scout === "declined" || scout === null ? 1 : 2 + (i % 5);
  const lastAt = now - i * 5 * HOUR;
  return { scout, count, firstAt: lastAt - (count - 1) * 10 * MINUTE, lastAt };
}

/** The messages and scouts of the conversations, for chat ids in plan order. */
function conversationRows(chatIds: readonly number[], companyIds: readonly number[], userId: string, now: number) {
  const messages: MessageRow[] = [];
  const scouts: ScoutRow[] = [];
  chatIds.forEach((chatId, i) => {
    const { scout, count, firstAt } = conversationPlan(i, now);
    for (let j = 0; j < count; j += 1) {
      const sender = j % 2 === 0 ? ("company" as const) : ("user" as const);
      const createdAt = new Date(firstAt + j * 10 * MINUTE);
      // the company's last two messages of every 4th chat are unread; every other message was read 5 minutes on
      const unread = sender === "company" && i % 4 === 0 && j >= count - 2;
      messages.push({
        chatId,
        senderType: sender,
        body: messageBody(i, j),
        createdAt,
        readAt: unread ? null : new Date(createdAt.getTime() + 5 * MINUTE),
      });
    }
    if (scout !== undefined) {
      scouts.push({
        companyId: companyIds[i % companyIds.length]!,
        userId,
        chatId,
        title: "特別選考のご案内",
        body: messageBody(i, 0),
        sentAt: new Date(firstAt),
        expiresAt: new Date(firstAt + 14 * 24 * HOUR),
        response: scout,
        respondedAt: scout === null ? null : new Date(firstAt + HOUR),
        readAt: new Date(firstAt + 5 * MINUTE),
      });
    }
  });
  return { messages, scouts };
}

/** One student with `count` conversations (see above); their session cookie and the long conversation's id. */
async function studentWithConversations(handle: DbHandle, count: number) {
  const { db } = handle;
  const [userId] = await createStudents(db, 1);
  const companyIds = await createCompanies(db, COMPANIES);
  const now = Date.now();
  // a chat is created with its first message; updated_at is its last one's time (appendChatMessage moves it)
  const chatRows = await db
    .insert(chats)
    .values(
      Array.from({ length: count }, (_, i) => {
        const { firstAt, lastAt } = conversationPlan(i, now);
        return {
          userId: userId!,
          companyId: companyIds[i % companyIds.length]!,
          createdAt: new Date(firstAt),
          updatedAt: new Date(lastAt),
        };
      }),
    )
    .returning({ id: chats.id });
  const chatIds = chatRows.map((row) => row.id);
  const { messages, scouts } = conversationRows(chatIds, companyIds, userId!, now);
  for (let start = 0; start < messages.length; start += INSERT_BATCH)
    await db.insert(chatMessages).values(messages.slice(start, start + INSERT_BATCH));
  await db.insert(scoutMessages).values(scouts);
  await db.execute(sql`analyze`);
  const session = `mirai_session=${(await signInAs(db, userId!)).cookies.mirai_session}`;
  return { session, longChatId: chatIds[1]!, messages: messages.length, scouts: scouts.length };
}

function measure(answers: readonly ClientAnswer[], seconds: number, expectedStatus: number) {
  const latency = summarizeLatencies(
    answers.map((answer) => answer.ms),
    answers.filter((answer) => answer.status !== expectedStatus).length,
    seconds,
  );
  return { latency, withinTarget: latency.errors === 0 && latency.p99Ms <= TARGET_P99_MS };
}

async function main() {
  const chatCount = Number(argument("chats") ?? 1000);
  const requestCount = Number(argument("requests") ?? 500);
  const concurrency = Number(argument("concurrency") ?? 10);
  const database = await openBenchDatabase(
    argument("database-url"),
    "mirai_bench_chats",
    Number(argument("pool") ?? 20),
  );
  const { handle } = database;
  const result: Record<string, unknown> = {
    measuredAt: new Date().toISOString(),
    // clients, server and database share this machine's CPUs (and whatever else runs on it)
    cpus: os.cpus().length,
    loadAverage1m: Math.round(os.loadavg()[0]! * 10) / 10,
    chats: chatCount,
    requests: requestCount,
    concurrency,
    targetP99Ms: TARGET_P99_MS,
  };
  try {
    const student = await studentWithConversations(handle, chatCount);
    result.data = {
      companies: COMPANIES,
      messages: student.messages,
      scouts: student.scouts,
      longThreadMessages: LONG_THREAD_MESSAGES,
    };
    const server = await serveHandler(
      serveRoutes([...chatRoutes, ...scoutRoutes], { db: () => handle.db, auth: viewerAuth }),
    );
    try {
      const headers = { [AJAX_MARKER_HEADER_NAME]: AJAX_MARKER_VALUE, Cookie: student.session };
      const get = (pathname: string, extra: Record<string, string> = {}): ClientRequest => ({
        url: `${server.url}${pathname}`,
        method: "GET",
        headers: { ...headers, ...extra },
      });
      const times = (request: ClientRequest, n: number) => Array.from({ length: n }, () => request);
      const load = (request: ClientRequest, clients = concurrency, n = requestCount) =>
        runClientLoad(times(request, n), clients, { warmup: times(request, WARMUP_REQUESTS), bodies: false });

      // what the answers are like, before measuring them
      const listRequest = get("/api/v1/chats");
      const listAnswer = await fetch(listRequest.url, { headers: listRequest.headers });
      const listText = await listAnswer.text();
      const list = chatListResponseSchema.parse(JSON.parse(listText));
      const threadRequest = get(`/api/v1/chats/${student.longChatId}`);
      const threadAnswer = await fetch(threadRequest.url, { headers: threadRequest.headers });
      const etag = threadAnswer.headers.get("etag");
      const thread = chatThreadResponseSchema.parse(await threadAnswer.json());
      if (!etag) throw new Error("the thread answered without an ETag");

      if (list.total_counts !== chatCount || list.chats.length !== Math.min(CHATS_DEFAULT_PER, chatCount)) {
        throw new Error(`the list's first page has ${list.chats.length} of ${list.total_counts} chats`);
      }
      const listRun = await load(listRequest);
      result.list = {
        status: listAnswer.status,
        totalCounts: list.total_counts,
        chatsInAnswer: list.chats.length,
        scoutsInAnswer: list.chats.filter((chat) => chat.scout !== null).length,
        unreadInAnswer: list.chats.reduce((sum, chat) => sum + chat.unread_count, 0),
        answerBytes: Buffer.byteLength(listText),
        ...measure(listRun.answers, listRun.seconds, 200),
      };
      console.info(`list: GET /api/v1/chats, ${chatCount} chats → ${JSON.stringify(result.list)}`);
      const lastPage = Math.ceil(chatCount / CHATS_DEFAULT_PER);
      const lastPageRun = await load(get(`/api/v1/chats?page=${lastPage}`));
      result.listLastPage = {
        page: lastPage,
        answerBytes: lastPageRun.answers[0]!.bytes,
        ...measure(lastPageRun.answers, lastPageRun.seconds, 200),
      };
      console.info(`list, last page: GET /api/v1/chats?page=${lastPage} → ${JSON.stringify(result.listLastPage)}`);

      const threadRun = await load(threadRequest);
      result.thread = {
        status: threadAnswer.status,
        messagesInAnswer: thread.messages.length,
        answerBytes: threadRun.answers[0]!.bytes,
        ...measure(threadRun.answers, threadRun.seconds, 200),
      };
      console.info(`thread: GET /api/v1/chats/{id} → ${JSON.stringify(result.thread)}`);

      const pollRun = await load(get(`/api/v1/chats/${student.longChatId}`, { "If-None-Match": etag }));
      result.poll = {
        notModified: pollRun.answers.filter((answer) => answer.status === 304).length,
        bodyBytes: pollRun.answers.reduce((sum, answer) => sum + answer.bytes, 0),
        sameEtag: pollRun.answers.every((answer) => answer.etag === etag),
        ...measure(pollRun.answers, pollRun.seconds, 304),
      };
      console.info(`poll: the same thread with If-None-Match → ${JSON.stringify(result.poll)}`);
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
  }
  writeBenchResult("chats", database.kind, result);
}

void main();
