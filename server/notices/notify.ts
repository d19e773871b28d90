import { sql } from "drizzle-orm";
import { siteRelativeUrl } from "../../core/notices/notice-paths";
import type { Executor } from "../platform/database/transaction";

/** One お知らせ for one student. `url`: a path of this site to open, or null. */
export type Notice = { userId: string; title: string; body: string; url: string | null };

/**
 * The one way a notification is written: call it inside the transaction of the change it reports, so that the
 * notice and the change commit (or roll back) together. One statement whatever the number of notices. A url that is
 * not a path of this site (core/notices/notice-paths.ts) is a programming error: it throws, and the transaction with it.
 */
export async function notify(executor: Executor, notices: readonly Notice[], at: Date = new Date()): Promise<void> {
  if (notices.length === 0) return;
  for (const notice of notices) {
    if (notice.url !== null && siteRelativeUrl(notice.url) === null)
      throw new TypeError(`notify: ${JSON.stringify(notice.url)} is not a path of this site`);
  }
  await executor.execute(sql`
    insert into notifications (user_id, title, body, url, created_at)
    select n.user_id, n.title, n.body, n.url, ${at.toISOString()}::timestamptz
    from unnest(${sql.param(notices.map((n) => n.userId))}::uuid[], ${sql.param(notices.map((n) => n.title))}::text[],
      ${sql.param(notices.map((n) => n.body))}::text[], ${sql.param(notices.map((n) => n.url))}::text[])
      as n(user_id, title, body, url)`);
}
