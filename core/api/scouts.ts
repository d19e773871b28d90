import { z } from "zod";
import {
  SCOUT_BODY_MAX_LENGTH,
  SCOUT_DECLINE_REASON_MAX_LENGTH,
  SCOUT_MAX_EXPIRES_IN_DAYS,
  SCOUT_SUBJECT_MAX_LENGTH,
} from "../chats/scout-rules";

const isoDateTimeSchema = z.iso.datetime({ offset: true });

/*
 * Scouts (issue 17; our paths). A company's recruiter tool sends a scout to a student it knows only by a pseudonym
 * (`stu_…`, stable per company); the scout opens a chat whose first message is the scout's body. Until the student
 * answers 興味あり (accept) neither side can write more, and the company sees no name, school or e-mail. 辞退 (decline)
 * closes the chat and keeps the company from scouting the student again for 90 days.
 */

export {
  SCOUT_BODY_MAX_LENGTH,
  SCOUT_DECLINE_COOL_DOWN_DAYS,
  SCOUT_DECLINE_REASON_MAX_LENGTH,
  SCOUT_DEFAULT_EXPIRES_IN_DAYS,
  SCOUT_DEFAULT_MONTHLY_QUOTA,
  SCOUT_MAX_EXPIRES_IN_DAYS,
  SCOUT_SUBJECT_MAX_LENGTH,
} from "../chats/scout-rules";

/** pending: unanswered and before expires_at; expired: unanswered past it. */
export const scoutStatusSchema = z.enum(["pending", "accepted", "declined", "expired"]);
export type ScoutStatus = z.infer<typeof scoutStatusSchema>;

/** The scout of a chat, as both sides see it. */
export const scoutSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  sent_at: isoDateTimeSchema,
  expires_at: isoDateTimeSchema,
  status: scoutStatusSchema,
});
export type Scout = z.infer<typeof scoutSchema>;

/** Path parameters of /api/v1/chats/{chat_id}/scout/… and /api/v1/recruiter/chats/{chat_id}… (digits, else 404). */
export const scoutChatParamsSchema = z.object({ chat_id: z.string() });

/** POST /api/v1/chats/{chat_id}/scout/decline body: an optional reason (kept for us, never shown to the company). */
export const scoutDeclineBodySchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(SCOUT_DECLINE_REASON_MAX_LENGTH, `理由は${SCOUT_DECLINE_REASON_MAX_LENGTH}文字以内で入力してください`)
    .optional(),
});
export type ScoutDeclineBody = z.infer<typeof scoutDeclineBodySchema>;

/** The answer to accept and decline (and to their replays): the chat's scout in its new state. */
export const scoutAnswerResponseSchema = z.object({ chat_id: z.number().int(), scout: scoutSchema });
export type ScoutAnswerResponse = z.infer<typeof scoutAnswerResponseSchema>;

/** `stu_` and 22 base64url characters (server/recruiters/student-pseudonym.ts). */
export const studentPseudonymSchema = z
  .string()
  .regex(/^stu_[A-Za-z0-9_-]{22}$/, "must be a student pseudonym (stu_…)");

/** POST /api/v1/recruiter/scouts body. */
export const sendScoutBodySchema = z.strictObject({
  student: studentPseudonymSchema,
  subject: z.string().trim().min(1).max(SCOUT_SUBJECT_MAX_LENGTH),
  body: z.string().trim().min(1).max(SCOUT_BODY_MAX_LENGTH),
  /** days until the scout expires, 1–30; default 14 */
  expires_in_days: z.number().int().min(1).max(SCOUT_MAX_EXPIRES_IN_DAYS).optional(),
});
export type SendScoutBody = z.infer<typeof sendScoutBodySchema>;

/** 201: the scout sent and the chat it opened. */
export const sendScoutResponseSchema = z.object({ chat_id: z.number().int(), scout: scoutSchema });
export type SendScoutResponse = z.infer<typeof sendScoutResponseSchema>;

/** The fixed, polite text a company reads for a declined scout. */
export const SCOUT_DECLINED_NOTICE =
  "このたびはスカウトをお送りいただき、ありがとうございました。学生は今回はご縁を見送ることにしました。今後90日間はこの学生にスカウトを送れません。";
