import { sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Db } from "../../db/client";
import { chatThreadPath } from "../../core/chats/chat-routes";
import { chatMessageExcerpt } from "../../core/chats/chat-message-rules";
import { mailFooter, mailSubject } from "../platform/mail/mail-text";
import { sendMail, type OutgoingMail } from "../platform/mail/send-mail";
import { jobSiteOrigin } from "../platform/mail/site-origin";
import { countSchema } from "../platform/database/raw-values";
import { unreadByStudent } from "./unread-comments";

/*
 * The unread-messages mail of issue 17: "a mail tells the student of a new scout and of unread messages, batched: at
 * most one mail per conversation per hour". Run every ten minutes by functions/chat-unread-mails.mts (locally
 * `npm run chats:mail`).
 *
 * One mail per student, listing each of their conversations that is due (rather than one mail per conversation): a
 * student hearing from five companies gets one mail a run, not five, and the hourly rule still holds per conversation,
 * because each conversation carries its own mark (`chats.student_mailed_at`) and is mailed about only when due.
 *
 * A conversation is due when its last mail is an hour old or more (or there was none) and a company message the
 * student has not read was created after that mail: a message already mailed about and still unread does not mail the
 * student again every hour. A scout's chat counts the scout's own mail (scout-mails.ts, at `sent_at`) as its first
 * mail, so its first message, the scout itself, is never mailed again here, and a reply within the hour of the scout
 * waits for that hour. Only company messages count (the predicate of unread-comments.ts), never the student's own.
 *
 * Claim before sending: per student, one short transaction takes a per-student advisory lock (another run claiming
 * the same student's chats makes this one pass the student by) and, in one statement, locks the due chats (`for update
 * skip locked`: a chat a message send holds is left for the next run) and sets their mark to the statement's time. It
 * commits before the mail goes out, so two overlapping runs cannot both mail about a chat (a chat claimed meanwhile no
 * longer matches the condition when it is locked) nor split one student's chats between two mails. A mail that fails
 * hands its chats' marks back, so a later run retries. Messages are stamped with the database clock while their chat
 * row is locked (chat-rows.ts), so a message sent after a claim is newer than its mark and is mailed about later; one
 * committed at the very moment of the claim may be left out of the mail's count, though the mail's link shows it.
 *
 * Who is mailed: there is no deleted or withdrawn state of a student (deleting a user deletes their chats), and no
 * opt-out fits: the mail-magazine choices (mail_campaign_types) are for newsletters, and receive_scout_message is whether
 * companies may scout the student, not whether they hear about conversations they take part in. Every student with a
 * due conversation is mailed; the mail says how often at most.
 */

/** At most one unread-messages mail per conversation in this many minutes. */
export const UNREAD_MAIL_INTERVAL_MINUTES = 60;

/** The last mail about the chat `ch` (with `scout_messages s` left-joined on it): ours or the scout's, else -infinity. */
const lastMailedAt = sql`coalesce(greatest(ch.student_mailed_at, s.sent_at), '-infinity'::timestamptz)`;

/** Over `chats ch left join scout_messages s on s.chat_id = ch.id`: the chat is due an unread-messages mail now. */
const dueChat = sql`${lastMailedAt} <= statement_timestamp() - make_interval(mins => ${UNREAD_MAIL_INTERVAL_MINUTES}::int)
  and exists (select 1 from chat_messages m where m.chat_id = ch.id and ${unreadByStudent} and m.created_at > ${lastMailedAt})`;

export type UnreadChat = { chatId: number; companyName: string; unreadCount: number; latestBody: string };

/**
 * 「【ミライキャリア】{会社}から新しいメッセージが届いています」(several companies: 「{会社}ほかN社から…」), with each
 * conversation's unread count, the first line of its newest unread message and its link.
 */
export function unreadMessagesMail({
  to,
  origin,
  chats,
}: {
  to: string;
  origin: string;
  chats: readonly UnreadChat[];
}): OutgoingMail {
  const companies = [...new Set(chats.map((chat) => chat.companyName))];
  const senders = companies.length === 1 ? companies[0]! : `${companies[0]}ほか${companies.length - 1}社`;
  const blocks = chats.map(
    (chat) =>
      `■ ${chat.companyName}（未読 ${chat.unreadCount}件）\n「${chatMessageExcerpt(chat.latestBody)}」\n${origin}${chatThreadPath(chat.chatId)}`,
  );
  const text =
    `${senders}から新しいメッセージが届いています。\n\n${blocks.join("\n\n")}` +
    mailFooter(
      "このメールは送信専用です。返信はリンク先のメッセージ画面からお送りください。" +
        "未読メッセージのお知らせは、1つのやりとりにつき1時間に1通までお送りします。",
    );
  return {
    to,
    subject: mailSubject(`${senders}から新しいメッセージが届いています`),
    text,
    template: "chat_unread_messages",
  };
}

const claimedRowSchema = z.object({
  chat_id: z.number().int(),
  /** the marks as Postgres prints them: a JS Date would drop the microseconds the release compares */
  claimed_at: z.string(),
  previous: z.string().nullable(),
  company_name: z.string(),
  unread_count: countSchema,
  latest_body: z.string(),
});
type ClaimedChat = z.infer<typeof claimedRowSchema>;

/** One student's chats are claimed by one run at a time: overlapping runs do not split them between two mails. */
const CLAIM_LOCK_NAMESPACE = 17_002;

/**
 * Claims the student's due chats (see above), newest unread message first, with what their mail shows; none while
 * another run claims the same student's.
 */
async function claimDueChats(db: Db, userId: string): Promise<ClaimedChat[]> {
  const newestUnread = sql`from chat_messages m where m.chat_id = ch.id and ${unreadByStudent} order by m.created_at desc, m.id desc limit 1`;
  return db.transaction(async (tx) => {
    const locked = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${CLAIM_LOCK_NAMESPACE}::int, hashtext(${userId})) as locked`,
    );
    if (!(locked.rows[0] as { locked: boolean }).locked) return [];
    const result = await tx.execute(sql`
      with due as (
        select ch.id, ch.student_mailed_at from chats ch left join scout_messages s on s.chat_id = ch.id
        where ch.user_id = ${userId} and ${dueChat}
        for update of ch skip locked
      ), claimed as (
        update chats ch set student_mailed_at = statement_timestamp()
        from due, companies c
        where ch.id = due.id and c.id = ch.company_id
        returning ch.id as chat_id, ch.student_mailed_at::text as claimed_at, due.student_mailed_at::text as previous,
          c.name as company_name,
          (select count(*)::int from chat_messages m where m.chat_id = ch.id and ${unreadByStudent}) as unread_count,
          (select m.body ${newestUnread}) as latest_body,
          (select m.created_at ${newestUnread}) as latest_at
      )
      select * from claimed order by latest_at desc, chat_id desc`);
    return result.rows.map((row) => claimedRowSchema.parse(row));
  });
}

/** Gives a failed mail's chats their previous marks back, unless another run has claimed them since. */
async function releaseClaims(db: Db, claimed: readonly ClaimedChat[]): Promise<void> {
  for (const chat of claimed) {
    await db.execute(sql`
      update chats set student_mailed_at = ${chat.previous}::timestamptz
      where id = ${chat.chat_id} and student_mailed_at = ${chat.claimed_at}::timestamptz`);
  }
}

/**
 * One run of the job: every student with a due conversation gets one mail about their due conversations. A failing
 * mail is logged without personal data and retried by a later run. Returns how many mails were sent.
 */
export async function mailUnreadMessages(db: Db = getDb(), origin: string = jobSiteOrigin()): Promise<number> {
  const students = await db.execute(sql`
    select distinct ch.user_id, u.email from chats ch
    join users u on u.id = ch.user_id
    left join scout_messages s on s.chat_id = ch.id
    where ${dueChat}`);
  let sent = 0;
  for (const student of students.rows as Array<{ user_id: string; email: string }>) {
    const claimed = await claimDueChats(db, student.user_id);
    if (claimed.length === 0) continue;
    const chats = claimed.map((chat) => ({
      chatId: chat.chat_id,
      companyName: chat.company_name,
      unreadCount: chat.unread_count,
      latestBody: chat.latest_body,
    }));
    try {
      await sendMail(db, unreadMessagesMail({ to: student.email, origin, chats }));
      sent += 1;
    } catch (error) {
      console.error(
        `unread-messages mail for chats ${claimed.map((chat) => chat.chat_id).join(", ")} failed:`,
        error instanceof Error ? error.message : "unknown error",
      );
      await releaseClaims(db, claimed);
    }
  }
  return sent;
}
