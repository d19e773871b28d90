import { publishedEventCondition } from "./published-event-condition";
import type { Queryable } from "./queryable";

/**
 * Every company review, grouped by company and newest first within a company: one set-based read for the review
 * pages (gatsby/review-pages.ts builds their page contexts from it; no Gatsby nodes, see docs/decisions/review-pages-bulk-read.md).
 */
export const companyReviewsSql = `
select
  r.id, r.company_id, r.phase, r.graduate_year::int as graduate_year,
  r.rating_overall::int as rating_overall, r.rating_atmosphere::int as rating_atmosphere,
  r.rating_growth::int as rating_growth, r.rating_welfare::int as rating_welfare,
  r.rating_selection::int as rating_selection,
  r.title, r.body, r.helpful_count, r.created_at
from company_reviews r
order by r.company_id, r.created_at desc, r.id desc
`;

/**
 * Every event review with its event (title, category, whether it has a public detail page) and whether its writer
 * attended (an entry it was written from: 参加者の体験記), in the same order.
 */
export const eventReviewsSql = `
select
  r.id, r.company_id, r.event_id, e.title as event_title, e.category as event_category,
  (${publishedEventCondition} and e.category <> 'gosetsu') as event_has_page,
  r.graduate_year::int as graduate_year,
  r.rating_overall::int as rating_overall, r.rating_content::int as rating_content,
  r.rating_staff::int as rating_staff, r.rating_usefulness::int as rating_usefulness,
  r.title, r.body, r.helpful_count, r.created_at,
  (r.entry_id is not null) as attended
from event_reviews r
join events e on e.id = r.event_id
order by r.company_id, r.created_at desc, r.id desc
`;

export async function queryCompanyReviews(db: Queryable): Promise<unknown[]> {
  return (await db.query(companyReviewsSql)).rows;
}

export async function queryEventReviews(db: Queryable): Promise<unknown[]> {
  return (await db.query(eventReviewsSql)).rows;
}
