import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { EventListItem } from "../../../core/api/event-list";
import { serializeEventListItem, type ReviewRow } from "../listing/event-list-item";
import type { CatalogueSnapshot } from "./catalogue-snapshot";
import { universityRecordCondition } from "./university-record";

/** The event and review columns are null on the single row answered for no ids; review columns when no review. */
type UserMadeRow = { revision: number; clip_count: number; clipped: boolean; university_record: boolean } & {
  [K in keyof ReviewRow]: ReviewRow[K] | null;
};

/**
 * Clip counts and the latest review with the review average (what students change all day, read fresh per page),
 * with the catalogue revision read in the same statement: one round trip per list. With a signed-in viewer the same
 * statement also says which of the events they clipped.
 */
async function loadUserMadeRows(db: Db, ids: readonly number[], viewerUserId: string | null) {
  const clipped =
    viewerUserId === null
      ? sql`false`
      : sql`exists (select 1 from clips vc where vc.event_id = i.id and vc.user_id = ${viewerUserId})`;
  // Another student of the viewer's university has held a seat at the event (entered, elected, attended).
  const universityRecord = viewerUserId === null ? sql`false` : universityRecordCondition(sql`i.id`, viewerUserId);
  const result = await db.execute<UserMadeRow>(sql`
    select cr.revision::float8 as revision, i.id as event_id,
           (select count(*)::int from clips cl where cl.event_id = i.id) as clip_count,
           ${clipped} as clipped, ${universityRecord} as university_record,
           lr.average, lr.id, lr.title, lr.rating_overall, lr.graduate_year, lr.created_at
    from catalogue_revisions cr
    left join unnest(${sql.param([...ids])}::int[]) as i(id) on true
    left join lateral (
      select (avg(r.rating_overall) over ())::text as average, r.id, r.title, r.rating_overall, r.graduate_year, r.created_at
      from event_reviews r where r.event_id = i.id
      order by r.created_at desc, r.id desc limit 1
    ) lr on true
    where cr.id = 1`);
  return {
    revision: result.rows[0]?.revision ?? 0,
    byEvent: new Map(result.rows.filter((row) => row.event_id !== null).map((row) => [row.event_id!, row])),
  };
}

export type CatalogueListItems = { items: EventListItem[]; revision: number };

/**
 * List items of snapshot events in the order of `ids` (ids not in the snapshot are skipped), and the catalogue
 * revision at the time of reading; `now` picks the closest schedule and running ad. `clipped` is the viewer's (always
 * false for anonymous requests, `viewerUserId` null), and so is `has_record_on_current_user_university`: another student
 * of the viewer's university has held a seat at the event.
 */
export async function catalogueListItems(
  db: Db,
  snapshot: CatalogueSnapshot,
  ids: readonly number[],
  now: Date,
  viewerUserId: string | null = null,
): Promise<CatalogueListItems> {
  const { revision, byEvent: userMade } = await loadUserMadeRows(db, ids, viewerUserId);
  const nowMs = now.getTime();
  const items = ids.flatMap((id) => {
    const event = snapshot.byId.get(id);
    if (!event) return [];
    const counts = userMade.get(id);
    const review = counts && counts.id !== null ? (counts as ReviewRow) : undefined;
    const ad = event.promotions.find((promotion) => promotion.startsMs <= nowMs && promotion.endsMs > nowMs);
    const item = serializeEventListItem(
      { ...event.row, clip_count: counts?.clip_count ?? 0 },
      event.schedules,
      review,
      ad,
      now,
    );
    return [
      {
        ...item,
        clipped: counts?.clipped === true,
        has_record_on_current_user_university: counts?.university_record === true,
      },
    ];
  });
  return { items, revision };
}
