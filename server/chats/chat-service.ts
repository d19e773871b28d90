import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import type {
  ChatCompany,
  ChatListQuery,
  ChatListResponse,
  ChatMessageResponse,
  ChatReadResponse,
  ChatThreadResponse,
} from "../../core/api/chats";
import { scoutColumns, scoutOf, scoutRowShape } from "../scouts/scout-sql";
import {
  appendChatMessage,
  chatListColumns,
  chatPage,
  chatPageOrder,
  chatListRowShape,
  chatListTotal,
  chatNotFound,
  lastMessageJoin,
  lastMessageOf,
  loadChatMessages,
  threadEtag,
  threadStateColumns,
  threadStateRowShape,
} from "./chat-rows";
import { countSchema, instantSchema } from "../platform/database/raw-values";
import { unreadByStudent, unreadCommentsCountSql } from "./unread-comments";

const instant = instantSchema;
const count = countSchema;

const companyColumns = sql`c.id as company_id, c.name as company_name, c.initial_char as company_initial_char, c.square_logo_url as company_square_logo`;
const companyRowShape = {
  company_id: z.number().int(),
  company_name: z.string(),
  company_initial_char: z.string(),
  company_square_logo: z.string().nullable(),
};

function companyOf(row: z.infer<z.ZodObject<typeof companyRowShape>>): ChatCompany {
  return {
    id: row.company_id,
    name: row.company_name,
    initial_char: row.company_initial_char,
    square_logo: row.company_square_logo,
  };
}

const chatListRowSchema = z.object({
  id: z.number().int(),
  updated_at: instant,
  ...companyRowShape,
  ...chatListRowShape,
  unread_count: count,
  ...scoutRowShape,
});

/**
 * GET /api/v1/chats in one query: a page of the student's chats, each with its company, its newest message and its
 * count of unread company messages, newest activity first (chatListPage), and the count over all pages.
 */
export async function listChats(db: Db, userId: string, query: ChatListQuery = {}): Promise<ChatListResponse> {
  const owner = sql`ch.user_id = ${userId}`;
  const result = await db.execute(sql`
    ${chatPage(owner, query)}
    select ch.id, ch.updated_at, ${companyColumns}, ${chatListColumns(owner)},
      (select count(*)::int from chat_messages m where m.chat_id = ch.id and ${unreadByStudent}) as unread_count,
      ${scoutColumns}
    from page ch
    join companies c on c.id = ch.company_id
    left join scout_messages s on s.chat_id = ch.id
    ${lastMessageJoin}
    ${chatPageOrder}`);
  const rows = result.rows.map((raw) => chatListRowSchema.parse(raw));
  return {
    chats: rows.map((row) => ({
      id: row.id,
      company: companyOf(row),
      last_message: lastMessageOf(row),
      unread_count: row.unread_count,
      updated_at: row.updated_at,
      scout: scoutOf(row),
    })),
    total_counts: await chatListTotal(db, rows, owner),
  };
}

const threadStateRowSchema = z.object({
  id: z.number().int(),
  ...companyRowShape,
  ...threadStateRowShape,
  ...scoutRowShape,
});

export type ChatThreadState = { chat: ChatThreadResponse["chat"]; etag: string };

/**
 * The student's chat (its company and scout) with its thread's ETag (threadEtag), in one aggregate query that loads
 * no message. Throws 404 for an unknown chat or one of another student.
 */
export async function loadChatThreadState(db: Db, userId: string, chatId: number): Promise<ChatThreadState> {
  const result = await db.execute(sql`
    select ch.id, ${companyColumns}, ${threadStateColumns}, ${scoutColumns}
    from chats ch
    join companies c on c.id = ch.company_id
    left join scout_messages s on s.chat_id = ch.id
    left join chat_messages m on m.chat_id = ch.id
    where ch.id = ${chatId} and ch.user_id = ${userId}
    group by ch.id, c.id, s.id`);
  if (result.rows.length === 0) throw chatNotFound();
  const row = threadStateRowSchema.parse(result.rows[0]);
  const chat = { id: row.id, company: companyOf(row), scout: scoutOf(row) };
  return { chat, etag: threadEtag(row, chat) };
}

/** The chat's thread: the chat and its messages, oldest first. */
export async function loadChatThread(db: Db, chat: ChatThreadState["chat"]): Promise<ChatThreadResponse> {
  return { chat, messages: await loadChatMessages(db, chat.id) };
}

/** Stores the student's message (already checked and trimmed): appendChatMessage on a chat of theirs. */
export async function sendChatMessage(
  db: Db,
  userId: string,
  chatId: number,
  body: string,
): Promise<ChatMessageResponse> {
  return appendChatMessage(db, { chatId, owner: sql`user_id = ${userId}`, sender: "user", body });
}

/**
 * Marks the chat's unread company messages read now; a message already read keeps its read_at. Answers the
 * student's remaining total (the current user's unread_comments_count). 404 for a chat that is not the student's.
 */
export async function markChatRead(db: Db, userId: string, chatId: number): Promise<ChatReadResponse> {
  const owned = await db.execute(sql`select id from chats where id = ${chatId} and user_id = ${userId}`);
  if (owned.rows.length === 0) throw chatNotFound();
  await db.execute(sql`update chat_messages m set read_at = now() where m.chat_id = ${chatId} and ${unreadByStudent}`);
  await db.execute(sql`update scout_messages set read_at = now() where chat_id = ${chatId} and read_at is null`);
  const total = await db.execute(sql`select ${unreadCommentsCountSql(userId)} as unread_comments_count`);
  return {
    unread_count: 0,
    unread_comments_count: count.parse((total.rows[0] as { unread_comments_count: unknown }).unread_comments_count),
  };
}
