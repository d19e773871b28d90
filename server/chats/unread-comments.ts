import { sql, type SQL } from "drizzle-orm";

/**
 * The one definition of an unread chat message for the student: sent by the company, with no read_at. Written over
 * the alias `m` of chat_messages. The current user's `unread_comments_count`, a chat's `unread_count` and the answer
 * of POST /api/v1/chats/{chat_id}/read all count with it.
 */
export const unreadByStudent: SQL = sql`m.sender_type = 'company' and m.read_at is null`;

/** `unread_comments_count` (spec §3) of a student, as a scalar subquery; `userId` is an SQL expression or a value. */
export function unreadCommentsCountSql(userId: SQL | string): SQL {
  return sql`(select count(*)::int from chat_messages m join chats ch on ch.id = m.chat_id
    where ch.user_id = ${userId} and ${unreadByStudent})`;
}
