import { publishedEventCondition } from "./published-event-condition";
import type { Queryable } from "./queryable";

/** Every company with review, follower and published-event counts: one set-based query. */
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
  coalesce(ev.count, 0) as event_count
from companies c
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
