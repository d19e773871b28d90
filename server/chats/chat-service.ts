import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import type {
  ChatCompany,
  ChatListResponse,
  ChatMessage,
  ChatMessageResponse,
  ChatReadResponse,
  ChatThreadResponse,
} from "../../src/domain/api/chats";
import type { Scout } from "../../src/domain/api/scouts";
import { chatMessageExcerpt } from "../../src/domain/chats/chat-message-rules";
import { scoutColumns, scoutOf, scoutRowShape } from "../scouts/scout-sql";
import { appendChatMessage, chatMessageRowSchema, chatNotFound } from "./chat-rows";
import { countSchema, instantSchema } from "./raw-values";
import { unreadByStudent, unreadCommentsCountSql } from "./unread-comments";

const instant = instantSchema;
const count = countSchema;
const senderType = z.enum(["user", "company"]);

const companyColumns = sql`c.id as company_id, c.name as company_name, c.initial_char as company_initial_char, c.square_logo_url as company_square_logo`;
const companyRowShape = {
  company_id: z.number().int(),
  company_name: z.string(),
  company_initial_char: z.string(),
  company_square_logo: z.string().nullable(),
};

function companyOf(row: z.infer<z.ZodObject<typeof companyRowShape>>): ChatCompany {
  return { id: row.company_id, name: row.company_name, initial_char: row.company_initial_char, square_logo: row.company_square_logo };
}

const chatListRowSchema = z.object({
  id: z.number().int(),
  updated_at: instant,
  ...companyRowShape,
  last_sender_type: senderType.nullable(),
  last_body: z.string().nullable(),
  last_created_at: instant.nullable(),
  unread_count: count,
  ...scoutRowShape,
});

/**
 * GET /api/v1/chats in one query: each chat with its company, its newest message (latest created_at, then id) and
 * its count of unread company messages; newest activity first (the last message's time, else the chat's creation),
 * ties by id, newest first.
 */
export async function listChats(db: Db, userId: string): Promise<ChatListResponse> {
  const result = await db.execute(sql`
    select ch.id, ch.updated_at, ${companyColumns},
      lm.sender_type as last_sender_type, lm.body as last_body, lm.created_at as last_created_at,
      (select count(*)::int from chat_messages m where m.chat_id = ch.id and ${unreadByStudent}) as unread_count,
      ${scoutColumns}
    from chats ch
    join companies c on c.id = ch.company_id
    left join scout_messages s on s.chat_id = ch.id
    left join lateral (
      select m.sender_type, m.body, m.created_at from chat_messages m
      where m.chat_id = ch.id order by m.created_at desc, m.id desc limit 1
    ) lm on true
    where ch.user_id = ${userId}
    order by coalesce(lm.created_at, ch.created_at) desc, ch.id desc`);
  return {
    chats: result.rows.map((raw) => {
      const row = chatListRowSchema.parse(raw);
      return {
        id: row.id,
        company: companyOf(row),
        last_message:
          row.last_sender_type === null || row.last_body === null || row.last_created_at === null
            ? null
            : { sender_type: row.last_sender_type, excerpt: chatMessageExcerpt(row.last_body), created_at: row.last_created_at },
        unread_count: row.unread_count,
        updated_at: row.updated_at,
        scout: scoutOf(row),
      };
    }),
  };
}

const threadStateRowSchema = z.object({
  id: z.number().int(),
  ...companyRowShape,
  message_count: count,
  max_message_id: count,
  read_count: count,
  /** microseconds since the epoch of the latest read_at, 0 when nothing is read */
  last_read_micros: z.coerce.string(),
  ...scoutRowShape,
});

export type ChatThreadState = { company: ChatCompany; scout: Scout | null; etag: string };

/**
 * The student's chat with the state its thread's ETag is made of: how many messages, the highest id, how many are
 * read and the latest read mark (messages are only added and read marks only set, so any change moves one of them),
 * and the state of the chat's scout, if any (an answer or the expiry changes it).
 * Throws 404 for an unknown chat or one of another student.
 */
export async function loadChatThreadState(db: Db, userId: string, chatId: number): Promise<ChatThreadState> {
  const result = await db.execute(sql`
    select ch.id, ${companyColumns},
      count(m.id)::int as message_count, coalesce(max(m.id), 0)::int as max_message_id, count(m.read_at)::int as read_count,
      coalesce((extract(epoch from max(m.read_at)) * 1000000)::bigint, 0)::text as last_read_micros,
      ${scoutColumns}
    from chats ch
    join companies c on c.id = ch.company_id
    left join scout_messages s on s.chat_id = ch.id
    left join chat_messages m on m.chat_id = ch.id
    where ch.id = ${chatId} and ch.user_id = ${userId}
    group by ch.id, c.id, s.id`);
  if (result.rows.length === 0) throw chatNotFound();
  const row = threadStateRowSchema.parse(result.rows[0]);
  const scout = scoutOf(row);
  return {
    company: companyOf(row),
    scout,
    etag: `W/"chat-${row.id}-${row.message_count}-${row.max_message_id}-${row.read_count}-${row.last_read_micros}-${scout?.status ?? "none"}"`,
  };
}

/** Whether an `If-None-Match` header names this ETag (weak comparison, as RFC 9110 asks for If-None-Match). */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

function toMessage(raw: unknown): ChatMessage {
  return chatMessageRowSchema.parse(raw);
}

/** The chat's messages, oldest first (created_at, then id). */
export async function loadChatThread(db: Db, chatId: number, { company, scout }: Pick<ChatThreadState, "company" | "scout">): Promise<ChatThreadResponse> {
  const result = await db.execute(sql`
    select m.id, m.sender_type, m.body, m.read_at, m.created_at from chat_messages m
    where m.chat_id = ${chatId} order by m.created_at, m.id`);
  return { chat: { id: chatId, company, scout }, messages: result.rows.map(toMessage) };
}

/** Stores the student's message (already checked and trimmed): appendChatMessage on a chat of theirs. */
export async function sendChatMessage(db: Db, userId: string, chatId: number, body: string): Promise<ChatMessageResponse> {
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
  return { unread_count: 0, unread_comments_count: count.parse((total.rows[0] as { unread_comments_count: unknown }).unread_comments_count) };
}
