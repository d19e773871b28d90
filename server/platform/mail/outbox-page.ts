import { desc } from "drizzle-orm";
import { getDb, type Db } from "../../../db/client";
import { outboxMails } from "../../../db/schema";
import { sha256Source } from "../http/page-content-security-policy";
import { withSecurityHeaders } from "../http/security-headers";
import { isOutboxPageEnabled } from "./mail-env";

const OUTBOX_LIMIT = 50;
const OUTBOX_STYLE =
  "body{font-family:system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap;word-break:break-all}";
/** The page runs nothing; its one style element is allowed by hash (server/platform/http/security-headers.ts for the rest). */
const OUTBOX_CSP = `default-src 'none'; style-src ${sha256Source(OUTBOX_STYLE)}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Links in a mail body, clickable; everything else escaped. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** /dev/outbox: the local mail outbox, newest first (development only; 404 elsewhere). */
export async function outboxPage(db: Db): Promise<Response> {
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
    "Content-Security-Policy": OUTBOX_CSP,
  };
  if (!isOutboxPageEnabled())
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const mails = await db.select().from(outboxMails).orderBy(desc(outboxMails.id)).limit(OUTBOX_LIMIT);
  const items = mails
    .map(
      (mail) => `<article data-testid="outbox-mail" data-to="${escapeHtml(mail.toAddress)}">
<h2>${escapeHtml(mail.subject)}</h2>
<p>宛先: ${escapeHtml(mail.toAddress)} ・ ${escapeHtml(mail.createdAt.toISOString())} ・ ${escapeHtml(mail.template)}</p>
<pre>${linkify(mail.bodyText)}</pre>
</article>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>送信メール（開発用）</title>
<style>${OUTBOX_STYLE}</style>
</head><body><h1>送信メール（開発用）</h1><p>ローカル環境で送信されたメールの新しい${OUTBOX_LIMIT}件です。本番環境には表示されません。</p>
${items || "<p>まだメールはありません。</p>"}
</body></html>`;
  return new Response(html, { headers });
}

/** The /dev/outbox function's handler: the outbox page over the function's database. */
export async function serveOutboxPage(): Promise<Response> {
  return withSecurityHeaders(await outboxPage(getDb()));
}
