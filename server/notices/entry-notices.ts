import { sql } from "drizzle-orm";
import type { EventCategory } from "../../core/event-category";
import { entryNoticeText, type EntryNoticeKind } from "../../core/notices/entry-notice-text";
import { eventPath } from "../../core/routes";
import type { Executor } from "../platform/database/transaction";
import { notify } from "./notify";

/**
 * Tells each entry's student about a change of the entry (entered, lottery result, seat offered, canceled…) in
 * お知らせ, linking to the event's page. Call it inside the transaction that made the change, after it: one read of
 * the entries' events, one insert (notify).
 */
export async function notifyEntries(
  executor: Executor,
  kind: EntryNoticeKind,
  entryIds: readonly number[],
  at: Date = new Date(),
): Promise<void> {
  if (entryIds.length === 0) return;
  const rows = await executor.execute<{ user_id: string; event_id: number; title: string; category: string }>(sql`
    select en.user_id, ev.id as event_id, ev.title, ev.category from entries en join events ev on ev.id = en.event_id
    where en.id = any(${sql.param([...entryIds])}::int[]) order by en.id`);
  await notify(
    executor,
    rows.rows.map((row) => ({
      userId: row.user_id,
      ...entryNoticeText(kind, row.title),
      url: eventPath(row.category as EventCategory, row.event_id),
    })),
    at,
  );
}
