import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { EventListItem } from "../../../core/api/event-list";
import type { EventCategory } from "../../../core/event-category";
import {
  publishedEventCondition,
  suitsGraduateYearCondition,
  takesEntriesCondition,
} from "../../event-records/published-event-sql";
import { loadEventListItems } from "../listing/event-list-item";

export const DEFAULT_RECOMMENDED_EVENTS_PER = 10;

export type RecommendedEventsInput = {
  eventId: number;
  companyIds: readonly number[];
  category: EventCategory;
  per?: number;
  /** the viewer's graduation year: only events that suit it (name no year, or this one) */
  graduateYear?: number;
};

/**
 * Events to suggest next to an event being viewed: published events of `category` still taking entries, not the
 * viewed one and not hosted by `companyIds`, suiting `graduateYear` when given; hosts in the same business subcategory as one of `companyIds` first,
 * then the same business category, then the most clipped and entered.
 */
export async function loadRecommendedEvents(
  db: Db,
  input: RecommendedEventsInput,
  now: Date = new Date(),
): Promise<EventListItem[]> {
  const companyIds = sql`${sql.param([...input.companyIds])}::int[]`;
  const per = input.per ?? DEFAULT_RECOMMENDED_EVENTS_PER;
  // Popularity (two counts per event) is the expensive part: it is computed only for the similarity tiers that can
  // reach the first `per` results.
  const result = await db.execute<{ id: number }>(sql`
    with viewed as (
      select business_category_id, business_subcategory_id from companies where id = any(${companyIds})
    ),
    candidates as materialized (
      select e.id,
        case
          when hc.business_subcategory_id in (select business_subcategory_id from viewed) then 0
          when coalesce(hc.business_category_id, e.business_category_id) in (select business_category_id from viewed) then 1
          else 2
        end as tier
      from events e
      left join companies hc on hc.id = e.host_company_id
      where e.category = ${input.category}
        and e.id <> ${input.eventId}
        and (e.host_company_id is null or not e.host_company_id = any(${companyIds}))
        and ${publishedEventCondition("e", now)}
        and ${takesEntriesCondition("e", now)}
        ${input.graduateYear === undefined ? sql`` : sql`and ${suitsGraduateYearCondition("e", input.graduateYear)}`}
    ),
    cutoff as (
      select tier from candidates order by tier offset ${per - 1} limit 1
    )
    select c.id
    from candidates c
    where c.tier <= coalesce((select tier from cutoff), 2)
    order by
      c.tier,
      (select count(*) from clips cl where cl.event_id = c.id) + (select count(*) from entries en where en.event_id = c.id) desc,
      c.id
    limit ${per}`);
  return loadEventListItems(
    db,
    result.rows.map((row) => row.id),
    now,
  );
}
