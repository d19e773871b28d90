import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  COMPANY_LIST_DEFAULT_PER,
  type CompanyListItem,
  type CompanyListQuery,
  type CompanyListResponse,
} from "../../core/api/company-list";

const orderBy: Record<NonNullable<CompanyListQuery["order"]>, SQL> = {
  company_review_scores: sql`c.overall_score desc nulls last, c.id`,
  name: sql`c.name_pronunciation, c.id`,
};

/**
 * One page of companies matching the filters, with the total count: one query. `followerId` narrows to the
 * companies that student follows (the route requires a signed-in student for companies_to_follow).
 */
export async function listCompanies(
  db: Db,
  query: CompanyListQuery,
  followerId: string | null,
): Promise<CompanyListResponse> {
  const per = query.per ?? COMPANY_LIST_DEFAULT_PER;
  const page = query.page ?? 1;
  const conditions: SQL[] = [sql`true`];
  if (query.business_category_ids?.length)
    conditions.push(sql`c.business_category_id = any(${sql.param(query.business_category_ids)}::int[])`);
  if (query.prefectures?.length)
    conditions.push(sql`c.headquarters_prefecture_code = any(${sql.param(query.prefectures)}::int[])`);
  if (query.lower_limit_of_company_review !== undefined)
    conditions.push(sql`c.overall_score >= ${query.lower_limit_of_company_review}`);
  if (followerId !== null)
    conditions.push(sql`exists (select 1 from follows f where f.company_id = c.id and f.user_id = ${followerId})`);
  const where = sql.join(conditions, sql` and `);

  const result = await db.execute(sql`
    with matched as (
      select c.* from companies c where ${where}
    ),
    paged as (
      select c.* from matched c order by ${orderBy[query.order ?? "company_review_scores"]}
      limit ${per} offset ${(page - 1) * per}
    )
    select
      c.id,
      c.name,
      c.name_pronunciation,
      c.initial_char,
      c.square_logo_url as square_logo,
      c.business_category_id,
      bc.name as business_category_name,
      bc.icon_key as business_category_icon_key,
      bs.name as business_subcategory_name,
      c.overall_score::float8 as overall_score,
      (select count(*)::int from company_reviews r where r.company_id = c.id) as review_count,
      (select count(*)::int from follows f where f.company_id = c.id) as follower_count,
      (select count(*)::int from events e
        where e.published and (e.published_at is null or e.published_at <= now())
          and (e.host_company_id = c.id or exists (select 1 from event_companies ec where ec.event_id = e.id and ec.company_id = c.id))
      ) as event_count,
      c.is_official_company,
      c.is_foreign,
      c.headquarters_prefecture_code::int as headquarters_prefecture_code,
      a.year::int as latest_award_reviews_year,
      a.rank as latest_award_reviews_badge,
      (select count(*)::int from matched) as total
    from paged c
    join business_categories bc on bc.id = c.business_category_id
    join business_subcategories bs on bs.id = c.business_subcategory_id
    left join lateral (select year, rank from awards where company_id = c.id order by year desc limit 1) a on true
    order by ${orderBy[query.order ?? "company_review_scores"]}
  `);
  const rows = result.rows as Array<CompanyListItem & { total: number }>;
  if (rows.length > 0)
    return { companies: rows.map(({ total: _total, ...item }) => item), total_counts: rows[0]!.total };
  const count = await db.execute(sql`select count(*)::int as total from companies c where ${where}`);
  return { companies: [], total_counts: (count.rows[0] as { total: number }).total };
}
