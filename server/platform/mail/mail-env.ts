import { z } from "zod";

const mailEnvSchema = z.object({
  /** e.g. smtps://user:pass@smtp.example.com:465; unset → mails go to the local outbox table */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default("ミライキャリア <no-reply@mirai-career.jp>"),
  /** "development" enables /dev/outbox; set by `npm start` and the tests, never on a deploy */
  MIRAI_ENV: z.string().optional(),
  /** Netlify's primary site URL; mailed links use it (or SITE_URL) rather than the request's Host */
  URL: z.string().url().optional(),
  SITE_URL: z.string().url().optional(),
});
export type MailEnv = z.infer<typeof mailEnvSchema>;

export function readMailEnv(env: NodeJS.ProcessEnv = process.env): MailEnv {
  return mailEnvSchema.parse(env);
}

/** The outbox page shows every mail (links and codes included): only a local development run may serve it. */
export function isOutboxPageEnabled(env: MailEnv = readMailEnv()): boolean {
  return env.MIRAI_ENV === "development" && !env.SMTP_URL;
}
