import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import type { ChatListQuery, ChatMessageResponse } from "../../core/api/chats";
import type {
  RecruiterChatListResponse,
  RecruiterChatReadResponse,
  RecruiterChatStudent,
  RecruiterChatThreadResponse,
  RecruiterScout,
} from "../../core/api/recruiter-chats";
import { SCOUT_DECLINED_NOTICE, type Scout } from "../../core/api/scouts";
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
} from "../chats/chat-rows";
import { countSchema, instantSchema } from "../platform/database/raw-values";
import { isOpenChat, scoutColumns, scoutOf, scoutRowShape, scoutStatusSql } from "../scouts/scout-sql";
import { pseudonymFor } from "./student-pseudonym";

/*
 * Chats, the company's side (recruiter API). A chat of another company, like an unknown id, is 404. The student's
 * name and school leave the database only for an open chat (no scout, or an accepted one); the e-mail never does.
 */

const instant = instantSchema;
const count = countSchema;

/** An unread message for the company: the student's, with no read_at (alias `m`). */
const unreadByCompany: SQL = sql`m.sender_type = 'user' and m.read_at is null`;

const openSql: SQL = sql`(s.id is null or ${scoutStatusSql} = 'accepted')`;

/** Over chats `ch` and `left join scout_messages s`: the student's id, and name and school only when the chat is open. */
const studentColumns: SQL = sql`ch.user_id,
  case when ${openSql} then (select nullif(trim(b.last_name || ' ' || b.first_name), '') from user_basic_informations b where b.user_id = ch.user_id) end as student_name,
  case when ${openSql} then (select coalesce(un.name, a.manual_university, a.display_university) from user_affiliations a
    left join universities un on un.id = a.university_id where a.user_id = ch.user_id) end as student_university`;

const studentRowShape = {
  user_id: z.string(),
  student_name: z.string().nullable(),
  student_university: z.string().nullable(),
};

function studentOf(
  secret: string,
  companyId: number,
  row: z.infer<z.ZodObject<typeof studentRowShape>>,
  open: boolean,
): RecruiterChatStudent {
  return {
    pseudonym: pseudonymFor(secret, companyId, row.user_id),
    name: open ? row.student_name : null,
    university: open ? row.student_university : null,
  };
}

function recruiterScoutOf(scout: Scout | null): RecruiterScout | null {
  if (scout === null) return null;
  return { ...scout, declined_notice: scout.status === "declined" ? SCOUT_DECLINED_NOTICE : null };
}

const listRowSchema = z.object({
  id: z.number().int(),
  updated_at: instant,
  ...studentRowShape,
  ...scoutRowShape,
  ...chatListRowShape,
  unread_count: count,
});

/** GET /api/v1/recruiter/chats: a page of the company's chats, newest activity first (chatListPage), and the count over all pages. */
export async function listRecruiterChats(
  db: Db,
  secret: string,
  companyId: number,
  query: ChatListQuery = {},
): Promise<RecruiterChatListResponse> {
  const owner = sql`ch.company_id = ${companyId}`;
  const result = await db.execute(sql`
    ${chatPage(owner, query)}
    select ch.id, ch.updated_at, ${studentColumns}, ${scoutColumns}, ${chatListColumns(owner)},
      (select count(*)::int from chat_messages m where m.chat_id = ch.id and ${unreadByCompany}) as unread_count
    from page ch
    left join scout_messages s on s.chat_id = ch.id
    ${lastMessageJoin}
    ${chatPageOrder}`);
  const rows = result.rows.map((raw) => listRowSchema.parse(raw));
  return {
    chats: rows.map((row) => {
      const scout = scoutOf(row);
      const open = isOpenChat(scout);
      return {
        id: row.id,
        student: studentOf(secret, companyId, row, open),
        scout: recruiterScoutOf(scout),
        open,
        last_message: lastMessageOf(row),
        unread_count: row.unread_count,
        updated_at: row.updated_at,
      };
    }),
    total_counts: await chatListTotal(db, rows, owner),
  };
}

const threadStateRowSchema = z.object({
  id: z.number().int(),
  ...studentRowShape,
  ...scoutRowShape,
  ...threadStateRowShape,
});

export type RecruiterChatState = { chat: RecruiterChatThreadResponse["chat"]; etag: string };

/**
 * The company's chat (the student as the company may see them, the scout, open) with its thread's ETag (threadEtag),
 * in one aggregate query that loads no message; 404 unless the company's.
 */
export async function loadRecruiterChatState(
  db: Db,
  secret: string,
  companyId: number,
  chatId: number,
): Promise<RecruiterChatState> {
  const found = await db.execute(sql`
    select ch.id, ${studentColumns}, ${scoutColumns}, ${threadStateColumns}
    from chats ch
    left join scout_messages s on s.chat_id = ch.id
    left join chat_messages m on m.chat_id = ch.id
    where ch.id = ${chatId} and ch.company_id = ${companyId}
    group by ch.id, s.id`);
  if (found.rows.length === 0) throw chatNotFound();
  const row = threadStateRowSchema.parse(found.rows[0]);
  const scout = scoutOf(row);
  const open = isOpenChat(scout);
  const chat = { id: row.id, student: studentOf(secret, companyId, row, open), scout: recruiterScoutOf(scout), open };
  return { chat, etag: threadEtag(row, chat) };
}

/** GET /api/v1/recruiter/chats/{chat_id}: the chat (from loadRecruiterChatState) and its messages, oldest first. */
export async function loadRecruiterChat(
  db: Db,
  chat: RecruiterChatState["chat"],
): Promise<RecruiterChatThreadResponse> {
  return { chat, messages: await loadChatMessages(db, chat.id) };
}

/**
 * The company's message (already checked and trimmed) in one of its open chats; bumps the chat's updated_at under
 * the chat's row lock, as the student's sends do. 404 unless the company's chat; 409 `scout_not_accepted` before the
 * student accepts the scout (the company cannot write beyond the scout), or after a decline or the expiry.
 */
export async function sendRecruiterMessage(
  db: Db,
  companyId: number,
  chatId: number,
  body: string,
): Promise<ChatMessageResponse> {
  return appendChatMessage(db, { chatId, owner: sql`company_id = ${companyId}`, sender: "company", body });
}

/** Marks the student's unread messages of the company's chat read now (read marks never move); 404 unless its chat. */
export async function markRecruiterChatRead(
  db: Db,
  companyId: number,
  chatId: number,
): Promise<RecruiterChatReadResponse> {
  const owned = await db.execute(sql`select id from chats where id = ${chatId} and company_id = ${companyId}`);
  if (owned.rows.length === 0) throw chatNotFound();
  await db.execute(sql`update chat_messages m set read_at = now() where m.chat_id = ${chatId} and ${unreadByCompany}`);
  return { unread_count: 0 };
}
