import { publishedEventCondition } from "./published-event-condition";
import type { Queryable } from "./queryable";

/**
 * Every company with review, follower and published-event counts, its awards, image gallery, headquarters area,
 * company group (only groups with a main company, as GET /api/v1/company_groups) and published event ids
 * (hosted or co-hosted, newest first): one set-based query.
 */
export const companiesSql = `
with review_counts as (
  select company_id, count(*)::int as count from company_reviews group by company_id
),
experience_review_counts as (
  select company_id, count(*)::int as count from event_reviews group by company_id
),
follower_counts as (
  select company_id, count(*)::int as count from follows group by company_id
),
company_events as (
  select e.host_company_id as company_id, e.id as event_id
  from events e
  where ${publishedEventCondition} and e.host_company_id is not null
  union
  select ec.company_id, ec.event_id
  from event_companies ec
  join events e on e.id = ec.event_id
  where ${publishedEventCondition}
),
event_counts as (
  select company_id, count(*)::int as count from company_events group by company_id
),
company_event_ids as (
  select ce.company_id, array_agg(ce.event_id order by coalesce(e.published_at, e.created_at) desc, ce.event_id desc) as ids
  from company_events ce
  join events e on e.id = ce.event_id
  group by ce.company_id
),
company_awards as (
  select company_id, json_agg(json_build_object('year', year::int, 'rank', rank) order by year desc) as awards
  from awards group by company_id
),
gallery_items as (
  select company_id,
    json_agg(json_build_object('title', title, 'description', description, 'image_url', image_url, 'display_order', display_order)
      order by display_order, id) as items
  from company_image_gallery_items group by company_id
),
group_members as (
  select company_group_id, array_agg(id order by id) as ids
  from companies where company_group_id is not null group by company_group_id
)
select
  c.id,
  c.name,
  c.name_pronunciation,
  c.initial_char,
  c.square_logo_url,
  c.official_description,
  c.business_category_id,
  bs.name as business_subcategory_name,
  c.overall_score::float8 as overall_score,
  c.recruitment_score::float8 as recruitment_score,
  c.internship_score::float8 as internship_score,
  c.seminar_score::float8 as seminar_score,
  coalesce(rc.count, 0) as review_count,
  coalesce(erc.count, 0) as experience_review_count,
  coalesce(fc.count, 0) as follower_count,
  c.is_official_company,
  c.is_foreign,
  coalesce(ev.count, 0) as event_count,
  c.official_image_url,
  c.job_category_names,
  c.headquarters_prefecture_code::int as headquarters_prefecture_code,
  p.area_id::int as headquarters_area_id,
  coalesce(cei.ids, '{}'::int[]) as event_ids,
  coalesce(ca.awards, '[]'::json) as awards,
  coalesce(gi.items, '[]'::json) as image_gallery,
  cg.main_company_id as group_main_company_id,
  coalesce(gm.ids, '{}'::int[]) as group_company_ids,
  c.updated_at
from companies c
join prefectures p on p.code = c.headquarters_prefecture_code
left join company_event_ids cei on cei.company_id = c.id
left join company_awards ca on ca.company_id = c.id
left join gallery_items gi on gi.company_id = c.id
left join company_groups cg on cg.id = c.company_group_id and cg.main_company_id is not null
left join group_members gm on gm.company_group_id = cg.id
join business_subcategories bs on bs.id = c.business_subcategory_id
left join review_counts rc on rc.company_id = c.id
left join experience_review_counts erc on erc.company_id = c.id
left join follower_counts fc on fc.company_id = c.id
left join event_counts ev on ev.company_id = c.id
order by c.id
`;

export async function queryCompanies(db: Queryable): Promise<unknown[]> {
  return (await db.query(companiesSql)).rows;
}
