import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../../db/client";
import { outboxMails } from "../../db/schema";
import { readMailEnv } from "./mail-env";

export type OutgoingMail = { to: string; subject: string; text: string; template: string };

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
    await smtpTransport(env.SMTP_URL).sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
    return;
  }
  await db.insert(outboxMails).values({ toAddress: mail.to, subject: mail.subject, bodyText: mail.text, template: mail.template, sentAt: new Date() });
}
