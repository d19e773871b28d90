import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import type { ChatMessageResponse } from "../../src/domain/api/chats";
import { ApiError } from "../http/api-error";
import { instantSchema } from "./raw-values";
import { isOpenChat, scoutColumns, scoutOf, scoutRowShape } from "../scouts/scout-sql";

/*
 * What both sides of a chat (the student's API and the recruiter API) read and write the same way: raw-row parsers,
 * the 404, and appending a message.
 */


export const chatNotFound = () => new ApiError(404, "not_found", "Chat not found");

export const chatMessageRowSchema = z.object({
  id: z.number().int(),
  sender_type: z.enum(["user", "company"]),
  body: z.string(),
  read_at: instantSchema.nullable(),
  created_at: instantSchema,
});

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
    const bumped = await tx.execute(sql`update chats set updated_at = clock_timestamp() where id = ${chatId} and ${owner} returning id`);
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
  const result = await db.execute(sql`select ${scoutColumns} from chats ch left join scout_messages s on s.chat_id = ch.id where ch.id = ${chatId}`);
  const scout = scoutOf(scoutStateRowSchema.parse(result.rows[0]));
  if (!isOpenChat(scout)) {
    throw new ApiError(409, "scout_not_accepted", "This chat opens once the student accepts the scout (興味あり); the scout is " + scout!.status);
  }
}
