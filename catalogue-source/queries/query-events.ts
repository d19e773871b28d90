import { ownFeatureEventSql } from "../../db/sql/own-feature-event";
import { publishedEventCondition } from "./published-event-condition";
import type { Queryable } from "./queryable";

/**
 * Events chosen by `eventCondition` (SQL on alias `e`; parameters as `$n`) with their participating companies, clip
 * count and review average: one set-based query. The build reads the published ones; a preview reads one event by id.
 */
export function eventsSqlWhere(eventCondition: string): string {
  return `
with chosen_events as (
  select e.* from events e where ${eventCondition}
),
event_company_ids as (
  select ec.event_id, array_agg(ec.company_id order by ec.display_order, ec.company_id) as company_ids
  from event_companies ec
  join chosen_events e on e.id = ec.event_id
  group by ec.event_id
),
clip_counts as (
  select c.event_id, count(*)::int as clip_count
  from clips c
  join chosen_events e on e.id = c.event_id
  group by c.event_id
),
event_industries as (
  select ebs.event_id, array_agg(distinct bs.business_category_id order by bs.business_category_id)::int[] as industry_ids
  from event_business_subcategories ebs
  join business_subcategories bs on bs.id = ebs.business_subcategory_id
  join chosen_events e on e.id = ebs.event_id
  group by ebs.event_id
),
review_averages as (
  select r.event_id, round(avg(r.rating_overall), 2)::float8 as average
  from event_reviews r
  join chosen_events e on e.id = r.event_id
  group by r.event_id
)
select
  e.id,
  e.title,
  e.category,
  e.eye_catch_image_url,
  (select hc.official_image_url from companies hc where hc.id = e.host_company_id) as host_official_image_url,
  e.lottery,
  e.display_own_logo,
  e.is_trend_event,
  e.is_pickup,
  e.is_mirai_hosting_event,
  e.graduate_years::int[] as graduate_years,
  e.host_company_id,
  e.business_category_id,
  coalesce(ecids.company_ids, '{}'::int[]) as company_ids,
  coalesce(cc.clip_count, 0) as clip_count,
  ra.average as review_total_rating_average,
  coalesce(e.published_at, e.created_at) as published_at,
  e.updated_at,
  e.description_markdown,
  e.summary,
  e.application_url,
  e.external_deadline,
  coalesce(ei.industry_ids, '{}'::int[]) as industry_ids,
  ${ownFeatureEventSql("e.id")} as feature_event_id
from chosen_events e
left join event_industries ei on ei.event_id = e.id
left join event_company_ids ecids on ecids.event_id = e.id
left join clip_counts cc on cc.event_id = e.id
left join review_averages ra on ra.event_id = e.id
order by e.id
`;
}

/** Published events (the build). */
export const eventsSql = eventsSqlWhere(publishedEventCondition);

export async function queryEvents(db: Queryable): Promise<unknown[]> {
  return (await db.query(eventsSql)).rows;
}
