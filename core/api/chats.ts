import { z } from "zod";
import { chatMessageError, CHAT_MESSAGE_MAX_LENGTH } from "../chats/chat-message-rules";
import { pageQuerySchema, perQuerySchema } from "./query-values";
import { scoutSchema } from "./scouts";

const isoDateTimeSchema = z.iso.datetime({ offset: true });

/*
 * Chats between a student and companies, the student's side (page /chats, spec §2; our paths). A chat belongs to one
 * student: another student's chat, like an unknown id, is 404 `not_found` on every call (never 403, so ids tell
 * nothing). Every answer is personal (`Cache-Control: private, no-store`).
 */

export const chatSenderTypeSchema = z.enum(["user", "company"]);
export type ChatSenderType = z.infer<typeof chatSenderTypeSchema>;

/** The company on the other side of a chat. */
export const chatCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  initial_char: z.string(),
  square_logo: z.string().nullable(),
});
export type ChatCompany = z.infer<typeof chatCompanySchema>;

/** One chat of GET /api/v1/chats. */
export const chatSummarySchema = z.object({
  id: z.number().int(),
  company: chatCompanySchema,
  /** the newest message, null in a chat without messages */
  last_message: z
    .object({
      sender_type: chatSenderTypeSchema,
      /** the message's first line, at most 60 characters, with … when cut (chatMessageExcerpt) */
      excerpt: z.string(),
      created_at: isoDateTimeSchema,
    })
    .nullable(),
  /** the company's messages in this chat the student has not read (read_at null) */
  unread_count: z.number().int().nonnegative(),
  updated_at: isoDateTimeSchema,
  /** the scout that opened the chat (its first message is the scout's body); null for a chat without one */
  scout: scoutSchema.nullable(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

export const CHATS_DEFAULT_PER = 20;
export const CHATS_MAX_PER = 50;

/**
 * GET /api/v1/chats and GET /api/v1/recruiter/chats: one page of the list. A student with a thousand conversations
 * gets twenty at a time (the whole list was 430 KB and took 200 ms at 10 concurrent, bench:chats).
 */
export const chatListQuerySchema = z.object({
  page: pageQuerySchema,
  per: perQuerySchema(CHATS_MAX_PER, CHATS_DEFAULT_PER),
});
export type ChatListQuery = z.output<typeof chatListQuerySchema>;

/**
 * GET /api/v1/chats: one page of the student's chats, newest activity first (last message, else the chat's creation;
 * ties by id, newest first); `total_counts` over all pages.
 */
export const chatListResponseSchema = z.object({
  chats: z.array(chatSummarySchema),
  total_counts: z.number().int().nonnegative(),
});
export type ChatListResponse = z.infer<typeof chatListResponseSchema>;

/** Path parameters of /api/v1/chats/{chat_id}… (digits, else 404). */
export const chatParamsSchema = z.object({ chat_id: z.string() });

export const chatMessageSchema = z.object({
  id: z.number().int(),
  sender_type: chatSenderTypeSchema,
  body: z.string(),
  /** when the other side read it; null while unread */
  read_at: isoDateTimeSchema.nullable(),
  created_at: isoDateTimeSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * GET /api/v1/chats/{chat_id}: the chat and its messages, oldest first. The answer carries a weak `ETag` of the
 * thread's state (messages and read marks); sent back in `If-None-Match` it gets 304 without a body while nothing
 * changed, so the page can poll cheaply.
 */
export const chatThreadResponseSchema = z.object({
  chat: z.object({ id: z.number().int(), company: chatCompanySchema, scout: scoutSchema.nullable() }),
  messages: z.array(chatMessageSchema),
});
export type ChatThreadResponse = z.infer<typeof chatThreadResponseSchema>;

/**
 * POST /api/v1/chats/{chat_id}/messages body. `body` is stored trimmed of surrounding blanks; 1–2,000 characters as
 * a reader counts them (core/chats/chat-message-rules.ts), else 400 `invalid_parameter` on `body` with the
 * Japanese message the page shows. In a chat whose scout is not accepted (pending, declined or expired): 409
 * `scout_not_accepted`.
 */
export const chatMessageBodySchema = z
  .strictObject({
    // a generous wire limit before the rule counts characters (an emoji is up to 2 UTF-16 units, a cluster more)
    body: z.string().max(CHAT_MESSAGE_MAX_LENGTH * 8),
  })
  .superRefine((draft, context) => {
    const message = chatMessageError(draft.body);
    if (message !== null) context.addIssue({ code: "custom", path: ["body"], message });
  });
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>;

/** 201: the stored message. */
export const chatMessageResponseSchema = z.object({ message: chatMessageSchema });
export type ChatMessageResponse = z.infer<typeof chatMessageResponseSchema>;

/**
 * POST /api/v1/chats/{chat_id}/read: every company message of the chat still unread is marked read now (read marks
 * never move once set). `unread_comments_count` is the student's total over all chats, as the current user's.
 */
export const chatReadResponseSchema = z.object({
  unread_count: z.literal(0),
  unread_comments_count: z.number().int().nonnegative(),
});
export type ChatReadResponse = z.infer<typeof chatReadResponseSchema>;
