import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { EventListItem } from "../../../src/domain/api/event-list";
import { serializeEventListItem, type ReviewRow } from "../listing/event-list-item";
import type { CatalogueSnapshot } from "./catalogue-snapshot";

/** The review columns are null when the event has no review. */
type UserMadeRow = { clip_count: number } & { [K in keyof ReviewRow]: K extends "event_id" ? number : ReviewRow[K] | null };

/** Clip counts and the latest review with the review average: what students change all day, read fresh per page. */
async function loadUserMadeRows(db: Db, ids: readonly number[]) {
  const result = await db.execute<UserMadeRow>(sql`
    select i.id as event_id, (select count(*)::int from clips cl where cl.event_id = i.id) as clip_count,
           lr.average, lr.id, lr.title, lr.rating_overall, lr.graduate_year, lr.created_at
    from unnest(${sql.param([...ids])}::int[]) as i(id)
    left join lateral (
      select (avg(r.rating_overall) over ())::text as average, r.id, r.title, r.rating_overall, r.graduate_year, r.created_at
      from event_reviews r where r.event_id = i.id
      order by r.created_at desc, r.id desc limit 1
    ) lr on true`);
  return new Map(result.rows.map((row) => [row.event_id, row]));
}

/** List items of snapshot events in the order of `ids` (ids not in the snapshot are skipped); `now` picks the closest schedule and running ad. */
export async function catalogueListItems(db: Db, snapshot: CatalogueSnapshot, ids: readonly number[], now: Date): Promise<EventListItem[]> {
  if (ids.length === 0) return [];
  const userMade = await loadUserMadeRows(db, ids);
  const nowMs = now.getTime();
  return ids.flatMap((id) => {
    const event = snapshot.byId.get(id);
    if (!event) return [];
    const counts = userMade.get(id);
    const review = counts && counts.id !== null ? (counts as ReviewRow) : undefined;
    const ad = event.promotions.find((promotion) => promotion.startsMs <= nowMs && promotion.endsMs > nowMs);
    return [serializeEventListItem({ ...event.row, clip_count: counts?.clip_count ?? 0 }, event.schedules, review, ad, now)];
  });
}
