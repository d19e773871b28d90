import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outboxMails } from "../../db/schema";

export type ReadMail = {
  subject: string;
  text: string;
  template: string;
  linkToken: string | null;
  code: string | null;
};

/** The newest outbox mail to an address, with the link token and code parsed out of its body. */
export async function latestMailTo(db: Db, address: string): Promise<ReadMail> {
  const [mail] = await db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.toAddress, address))
    .orderBy(desc(outboxMails.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${address} in the outbox`);
  return {
    subject: mail.subject,
    text: mail.bodyText,
    template: mail.template,
    linkToken: /\/login\/callback#token=([A-Za-z0-9_-]+)/.exec(mail.bodyText)?.[1] ?? null,
    code: /確認コード: (\d{6})/.exec(mail.bodyText)?.[1] ?? null,
  };
}

/** Set-Cookie lines of a response as name → { value, attributes } (attribute names lower-cased). */
export function setCookies(
  response: Response,
): Record<string, { value: string; attributes: Record<string, string | true> }> {
  const cookies: Record<string, { value: string; attributes: Record<string, string | true> }> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...rest] = line.split(";").map((part) => part.trim());
    const separator = pair!.indexOf("=");
    const attributes: Record<string, string | true> = {};
    for (const attribute of rest) {
      const [key, value] = attribute.split("=");
      attributes[key!.toLowerCase()] = value ?? true;
    }
    cookies[pair!.slice(0, separator)] = { value: decodeURIComponent(pair!.slice(separator + 1)), attributes };
  }
  return cookies;
}
