import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../../../db/client";
import { outboxMails, type OutboxAttachment } from "../../../db/schema";
import { readMailEnv } from "./mail-env";

/** A text attachment (e.g. an entry's .ics), sent as a MIME part; `content` is the file's text. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/** `html` is the optional HTML alternative of `text`; mails without it are plain text only. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  template: string;
  html?: string;
  attachments?: readonly MailAttachment[];
};

const transportKey = Symbol.for("mirai.mail.transport");
type TransportHolder = { [transportKey]?: { url: string; transport: Transporter } };

function smtpTransport(url: string): Transporter {
  const holder = globalThis as TransportHolder;
  if (holder[transportKey]?.url !== url) holder[transportKey] = { url, transport: nodemailer.createTransport(url) };
  return holder[transportKey]!.transport;
}

/**
 * Sends over SMTP when SMTP_URL is set. Otherwise the mail is written to the local outbox table (read at
 * /dev/outbox), so a local run and the tests need no mail server. Sign-in links are never stored when SMTP is used.
 */
export async function sendMail(db: Db, mail: OutgoingMail): Promise<void> {
  const env = readMailEnv();
  if (env.SMTP_URL) {
    await smtpTransport(env.SMTP_URL).sendMail({
      from: env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.attachments?.length
        ? {
            attachments: mail.attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: file.content,
            })),
          }
        : {}),
    });
    return;
  }
  const attachments: OutboxAttachment[] | null = mail.attachments?.length
    ? mail.attachments.map((file) => ({
        filename: file.filename,
        content_type: file.contentType,
        content: file.content,
      }))
    : null;
  await db.insert(outboxMails).values({
    toAddress: mail.to,
    subject: mail.subject,
    bodyText: mail.text,
    bodyHtml: mail.html ?? null,
    attachments,
    template: mail.template,
    sentAt: new Date(),
  });
}
