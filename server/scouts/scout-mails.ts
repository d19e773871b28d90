import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Scout } from "../../core/api/scouts";
import { chatThreadPath } from "../../core/chats/chat-routes";
import { mailFooter, mailSubject } from "../platform/mail/mail-text";
import { sendMail, type OutgoingMail } from "../platform/mail/send-mail";

const date = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "long",
  day: "numeric",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
});

/** 「【ミライキャリア】{company}からスカウトが届きました」, with the subject, the expiry and the chat's link. */
export function scoutArrivedMail(input: {
  to: string;
  companyName: string;
  scout: Scout;
  chatUrl: string;
}): OutgoingMail {
  const { companyName, scout } = input;
  const text =
    `${companyName}からスカウトが届きました。\n\n` +
    `件名: ${scout.subject}\n` +
    `回答期限: ${date.format(new Date(scout.expires_at))}\n\n` +
    `内容を確認し、「興味あり」または「辞退」でお答えください。\n${input.chatUrl}` +
    mailFooter("このメールは送信専用です。スカウトの受け取りはマイページの設定で停止できます。");
  return {
    to: input.to,
    subject: mailSubject(`${companyName}からスカウトが届きました`),
    text,
    template: "scout_arrived",
  };
}

/** Sent after the response: a failing mail never undoes the scout (it is logged without personal data). */
export async function sendScoutArrivedMail(
  db: Db,
  input: { userId: string; companyId: number; chatId: number; scout: Scout; origin: string },
): Promise<void> {
  try {
    const result = await db.execute(sql`
      select u.email, c.name as company_name from users u, companies c where u.id = ${input.userId} and c.id = ${input.companyId}`);
    const row = result.rows[0] as { email: string; company_name: string } | undefined;
    if (!row) return;
    const chatUrl = `${input.origin}${chatThreadPath(input.chatId)}`;
    await sendMail(db, scoutArrivedMail({ to: row.email, companyName: row.company_name, scout: input.scout, chatUrl }));
  } catch (error) {
    console.error(
      `scout mail for chat ${input.chatId} failed:`,
      error instanceof Error ? error.message : "unknown error",
    );
  }
}
