import { z } from "zod";
import { chatMessageSchema, chatSenderTypeSchema } from "./chats";
import { scoutSchema } from "./scouts";

const isoDateTimeSchema = z.iso.datetime({ offset: true });

/*
 * Chats, the company's side (recruiter API, issue 17; our paths): a company reads and answers the chats its scouts
 * opened (and any other chat of its own). Another company's chat, like an unknown id, is 404 `not_found`. The student
 * is known by a pseudonym only until the conversation opens. POST /api/v1/recruiter/chats/{chat_id}/messages takes
 * the students' chatMessageBodySchema and answers chatMessageResponseSchema (core/api/chats.ts).
 */

/**
 * The student as a company sees them: always the pseudonym; name and school only once the conversation is open (the
 * scout accepted, or a chat without a scout), null before. Never the e-mail address.
 */
export const recruiterChatStudentSchema = z.object({
  pseudonym: z.string(),
  name: z.string().nullable(),
  university: z.string().nullable(),
});
export type RecruiterChatStudent = z.infer<typeof recruiterChatStudentSchema>;

/** The chat's scout for the company; a declined one carries a polite notice instead of the student's reason. */
export const recruiterScoutSchema = scoutSchema.extend({ declined_notice: z.string().nullable() });
export type RecruiterScout = z.infer<typeof recruiterScoutSchema>;

/** One chat of GET /api/v1/recruiter/chats. */
export const recruiterChatSummarySchema = z.object({
  id: z.number().int(),
  student: recruiterChatStudentSchema,
  scout: recruiterScoutSchema.nullable(),
  /** whether the company may write: a chat without a scout, or with an accepted one */
  open: z.boolean(),
  last_message: z
    .object({ sender_type: chatSenderTypeSchema, excerpt: z.string(), created_at: isoDateTimeSchema })
    .nullable(),
  /** the student's messages the company has not read */
  unread_count: z.number().int().nonnegative(),
  updated_at: isoDateTimeSchema,
});
export type RecruiterChatSummary = z.infer<typeof recruiterChatSummarySchema>;

/** GET /api/v1/recruiter/chats (page, per as the student's list): one page of the company's chats, newest activity first (ties by id, newest first); `total_counts` over all pages. */
export const recruiterChatListResponseSchema = z.object({
  chats: z.array(recruiterChatSummarySchema),
  total_counts: z.number().int().nonnegative(),
});
export type RecruiterChatListResponse = z.infer<typeof recruiterChatListResponseSchema>;

/** GET /api/v1/recruiter/chats/{chat_id}: the chat and its messages, oldest first. */
export const recruiterChatThreadResponseSchema = z.object({
  chat: z.object({
    id: z.number().int(),
    student: recruiterChatStudentSchema,
    scout: recruiterScoutSchema.nullable(),
    open: z.boolean(),
  }),
  messages: z.array(chatMessageSchema),
});
export type RecruiterChatThreadResponse = z.infer<typeof recruiterChatThreadResponseSchema>;

/** POST /api/v1/recruiter/chats/{chat_id}/read: the company's unread count of the chat (now 0). */
export const recruiterChatReadResponseSchema = z.object({ unread_count: z.literal(0) });
export type RecruiterChatReadResponse = z.infer<typeof recruiterChatReadResponseSchema>;
