import { sql } from "drizzle-orm";
import type { EventCategory } from "../../core/event-category";
import { eventAnnouncementText } from "../../core/notices/whats-new-text";
import { eventPath } from "../../core/routes";
import type { Executor } from "../platform/database/transaction";

/**
 * When an editor publishes an event of a company (npm run editor -- publish-event): one 新着情報 item for the
 * company's followers (shown to those who keep whats_new_favorite_companies: unread-notices.ts), dated as the event's
 * publication (a scheduled one shows from then on) and linking to its page. At most one per event (unique event_id):
 * publishing it again, or twice at once, adds none. An event without a host company, or not published, gets none.
 * Returns whether an item was added. Call it in the transaction that publishes the event.
 */
export async function announceEventPublication(executor: Executor, eventId: number): Promise<boolean> {
  const found = await executor.execute<{
    id: number;
    title: string;
    category: EventCategory;
    company_id: number;
    company_name: string;
  }>(sql`
    select e.id, e.title, e.category, c.id as company_id, c.name as company_name
    from events e join companies c on c.id = e.host_company_id where e.id = ${eventId} and e.published`);
  const event = found.rows[0];
  if (!event) return false;
  const text = eventAnnouncementText(event.company_name, event);
  const inserted = await executor.execute(sql`
    insert into whats_new_items (company_id, event_id, title, body, url, published_at)
    select ${event.company_id}::int, e.id, ${text.title}, ${text.body}, ${eventPath(event.category, event.id)},
      coalesce(e.published_at, now())
    from events e where e.id = ${event.id}
    on conflict (event_id) do nothing returning id`);
  return inserted.rows.length > 0;
}
