import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import {
  CHATS_DEFAULT_PER,
  type ChatListQuery,
  type ChatMessage,
  type ChatMessageResponse,
  type ChatSummary,
} from "../../core/api/chats";
import { chatMessageExcerpt } from "../../core/chats/chat-message-rules";
import { ApiError } from "../platform/http/api-error";
import { weakEtag } from "../platform/http/etag";
import { countSchema, instantSchema } from "../platform/database/raw-values";
import { isOpenChat, scoutColumns, scoutOf, scoutRowShape } from "../scouts/scout-sql";

/*
 * What both sides of a chat (the student's API and the recruiter API) read and write the same way: raw-row parsers,
 * the 404, a thread's messages and ETag, and appending a message.
 */

export const chatNotFound = () => new ApiError(404, "not_found", "Chat not found");

export const chatMessageRowSchema = z.object({
  id: z.number().int(),
  sender_type: z.enum(["user", "company"]),
  body: z.string(),
  read_at: instantSchema.nullable(),
  created_at: instantSchema,
});

/** A chat's messages, oldest first (created_at, then id). */
export async function loadChatMessages(db: Pick<Db, "execute">, chatId: number): Promise<ChatMessage[]> {
  const result = await db.execute(sql`
    select m.id, m.sender_type, m.body, m.read_at, m.created_at from chat_messages m
    where m.chat_id = ${chatId} order by m.created_at, m.id`);
  return result.rows.map((row) => chatMessageRowSchema.parse(row));
}

/*
 * One page of a chat list (the student's or the company's), newest activity first: a chat's updated_at is its last
 * message's time (appendChatMessage sets both from one clock reading), else its creation; ties by id, newest first.
 * The page is taken from the index on (owner, updated_at desc, id desc) before anything is joined, so a long list
 * costs no more than a short one (bench:chats).
 */

/** `with page as (…)`: the chats `owner` (a condition on `chats ch`) holds, the page `query` asks for (CHATS_DEFAULT_PER unless `per`). */
export function chatPage(owner: SQL, query: ChatListQuery): SQL {
  const per = query.per ?? CHATS_DEFAULT_PER;
  const offset = ((query.page ?? 1) - 1) * per;
  return sql`with page as (
    select ch.* from chats ch where ${owner}
    order by ch.updated_at desc nulls last, ch.id desc nulls last limit ${per} offset ${offset}
  )`;
}

/** The page's order again, over `from page ch` (a join keeps no order). */
export const chatPageOrder: SQL = sql`order by ch.updated_at desc nulls last, ch.id desc nulls last`;

/** Joins each chat `ch` to its newest message `lm` (latest created_at, then id). */
export const lastMessageJoin: SQL = sql`left join lateral (
  select m.sender_type, m.body, m.created_at from chat_messages m
  where m.chat_id = ch.id order by m.created_at desc, m.id desc limit 1
) lm on true`;

/** The newest message's columns, and how many chats `owner` holds over all pages. */
export function chatListColumns(owner: SQL): SQL {
  return sql`lm.sender_type as last_sender_type, lm.body as last_body, lm.created_at as last_created_at,
    (select count(*)::int from chats ch where ${owner}) as total_counts`;
}

export const chatListRowShape = {
  last_sender_type: z.enum(["user", "company"]).nullable(),
  last_body: z.string().nullable(),
  last_created_at: instantSchema.nullable(),
  total_counts: countSchema,
};

type ChatListRow = z.infer<z.ZodObject<typeof chatListRowShape>>;

export function lastMessageOf(row: ChatListRow): ChatSummary["last_message"] {
  return row.last_sender_type === null || row.last_body === null || row.last_created_at === null
    ? null
    : {
        sender_type: row.last_sender_type,
        excerpt: chatMessageExcerpt(row.last_body),
        created_at: row.last_created_at,
      };
}

/**
 * `total_counts` of a list page: read off its rows, or, for a page past the end (no rows to read it from), counted
 * over the chats `owner` holds (a condition on `chats ch`).
 */
export async function chatListTotal(
  db: Pick<Db, "execute">,
  rows: readonly ChatListRow[],
  owner: SQL,
): Promise<number> {
  if (rows.length > 0) return rows[0]!.total_counts;
  const result = await db.execute(sql`select count(*)::int as total_counts from chats ch where ${owner}`);
  return countSchema.parse(result.rows[0]!.total_counts);
}

/**
 * Over `left join chat_messages m`, grouped by the chat: what a thread's ETag is made of. How many messages, the
 * highest id, how many are read and the latest read mark: messages are only added and read marks only set, so a new
 * message from either side or a read mark moves one of them.
 */
export const threadStateColumns: SQL = sql`count(m.id)::int as message_count, coalesce(max(m.id), 0)::int as max_message_id,
  count(m.read_at)::int as read_count, coalesce((extract(epoch from max(m.read_at)) * 1000000)::bigint, 0)::text as last_read_micros`;

export const threadStateRowShape = {
  message_count: countSchema,
  max_message_id: countSchema,
  read_count: countSchema,
  /** microseconds since the epoch of the latest read_at, 0 when nothing is read */
  last_read_micros: z.coerce.string(),
};

/**
 * The weak ETag of a chat's thread as one side sees it: the messages' state (threadStateColumns) and a digest of the
 * chat as answered (`chat`: the company or the student, and the scout, whose status an answer or the expiry changes).
 */
export function threadEtag(row: z.infer<z.ZodObject<typeof threadStateRowShape>>, chat: { id: number }): string {
  return weakEtag(["chat", chat.id, row.message_count, row.max_message_id, row.read_count, row.last_read_micros, chat]);
}

/**
 * Appends a message (already checked and trimmed) to a chat `owner` holds and bumps the chat's updated_at. The update
 * of the chat row comes first and locks it until commit, so sends to one chat run one after another: ids and
 * created_at (the clock at that moment, not the transaction's start) rise together. 404 when `owner` (a condition on
 * `chats`, e.g. its user_id or company_id) does not hold the chat; 409 `scout_not_accepted` in a chat whose scout is
 * pending, declined or expired (checked under the chat's lock, so an answer to the scout cannot slip in between).
 */
export async function appendChatMessage(
  db: Db,
  { chatId, owner, sender, body }: { chatId: number; owner: SQL; sender: "user" | "company"; body: string },
): Promise<ChatMessageResponse> {
  return db.transaction(async (tx) => {
    const bumped = await tx.execute(
      sql`update chats set updated_at = clock_timestamp() where id = ${chatId} and ${owner} returning id`,
    );
    if (bumped.rows.length === 0) throw chatNotFound();
    await requireOpenChat(tx, chatId);
    const inserted = await tx.execute(sql`
      insert into chat_messages (chat_id, sender_type, body, created_at)
      select ch.id, ${sender}, ${body}, ch.updated_at from chats ch where ch.id = ${chatId}
      returning id, sender_type, body, read_at, created_at`);
    return { message: chatMessageRowSchema.parse(inserted.rows[0]) };
  });
}

const scoutStateRowSchema = z.object(scoutRowShape);

/** 409 `scout_not_accepted` unless the chat has no scout or an accepted one. */
async function requireOpenChat(db: Pick<Db, "execute">, chatId: number): Promise<void> {
  const result = await db.execute(
    sql`select ${scoutColumns} from chats ch left join scout_messages s on s.chat_id = ch.id where ch.id = ${chatId}`,
  );
  const scout = scoutOf(scoutStateRowSchema.parse(result.rows[0]));
  if (!isOpenChat(scout)) {
    throw new ApiError(
      409,
      "scout_not_accepted",
      "This chat opens once the student accepts the scout (興味あり); the scout is " + scout!.status,
    );
  }
}
