import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  REVIEWS_DEFAULT_PER,
  type ReviewListQuery,
  type ReviewListResponse,
  type ReviewSummary,
} from "../../core/api/reviews";
import { companyReviewPath } from "../../core/review-paths";
import { REVIEW_EXCERPT_LENGTH, reviewExcerpt, type ReviewPhase, type ReviewRatings } from "../../core/reviews";

type ReviewRow = {
  kind: "company" | "event";
  id: number;
  company_id: number;
  company_name: string;
  initial_char: string;
  square_logo_url: string | null;
  business_category_id: number;
  phase: ReviewPhase | null;
  graduate_year: number;
  rating_overall: number;
  rating_atmosphere: number | null;
  rating_growth: number | null;
  rating_welfare: number | null;
  rating_selection: number | null;
  rating_content: number | null;
  rating_staff: number | null;
  rating_usefulness: number | null;
  title: string;
  body_head: string;
  helpful_count: number;
  created_at: string | Date;
  attended: boolean;
};

/** Both tables as one relation with the same columns (nulls for the other kind's axes). */
function reviewsRelation(kind: "company" | "event" | "all"): SQL {
  const companyReviews = sql`
    select 'company' as kind, r.id, r.company_id, r.phase, r.graduate_year,
      r.rating_overall, r.rating_atmosphere, r.rating_growth, r.rating_welfare, r.rating_selection,
      null::smallint as rating_content, null::smallint as rating_staff, null::smallint as rating_usefulness,
      r.title, r.body, r.helpful_count, r.created_at, false as attended
    from company_reviews r`;
  const eventReviews = sql`
    select 'event' as kind, r.id, r.company_id, null::text as phase, r.graduate_year,
      r.rating_overall, null::smallint as rating_atmosphere, null::smallint as rating_growth,
      null::smallint as rating_welfare, null::smallint as rating_selection,
      r.rating_content, r.rating_staff, r.rating_usefulness,
      r.title, r.body, r.helpful_count, r.created_at, (r.entry_id is not null) as attended
    from event_reviews r`;
  if (kind === "company") return companyReviews;
  if (kind === "event") return eventReviews;
  return sql`${companyReviews} union all ${eventReviews}`;
}

const orderings: Record<"newest" | "helpful", SQL> = {
  newest: sql`m.created_at desc, m.kind, m.id desc`,
  helpful: sql`m.helpful_count desc, m.created_at desc, m.kind, m.id desc`,
};

function ratingsOf(row: ReviewRow): ReviewRatings {
  const ratings: ReviewRatings = { overall: row.rating_overall };
  const axes = ["atmosphere", "growth", "welfare", "selection", "content", "staff", "usefulness"] as const;
  for (const axis of axes) {
    const value = row[`rating_${axis}`];
    if (value !== null) ratings[axis] = value;
  }
  return ratings;
}

function toSummary(row: ReviewRow): ReviewSummary {
  return {
    id: row.id,
    kind: row.kind,
    company: {
      id: row.company_id,
      name: row.company_name,
      initial_char: row.initial_char,
      square_logo: row.square_logo_url,
      business_category_id: row.business_category_id,
    },
    phase: row.phase,
    graduate_year: row.graduate_year,
    ratings: ratingsOf(row),
    title: row.title,
    excerpt: reviewExcerpt(row.body_head),
    helpful_count: row.helpful_count,
    created_at: new Date(row.created_at).toISOString(),
    path: companyReviewPath(row.kind, row.company_id, row.id),
    attended: row.attended,
  };
}

/**
 * Reviews across companies (or of one company), company and/or event reviews, optionally of some industries, newest
 * or most helpful first; one page plus the count of every match.
 */
export async function listReviews(db: Db, query: ReviewListQuery): Promise<ReviewListResponse> {
  const kind = query.kind ?? "all";
  const per = query.per ?? REVIEWS_DEFAULT_PER;
  const page = query.page ?? 1;
  const industries = query.business_category_ids;
  const industryCondition =
    industries && industries.length > 0
      ? sql`c.business_category_id = any(${sql.param(industries)}::int[])`
      : sql`true`;
  const companyCondition = query.company_id === undefined ? sql`true` : sql`m.company_id = ${query.company_id}`;
  const matching = sql`(${reviewsRelation(kind)}) m join companies c on c.id = m.company_id where ${industryCondition} and ${companyCondition}`;

  const rows = (
    await db.execute(sql`
      select m.kind, m.id, m.company_id, c.name as company_name, c.initial_char, c.square_logo_url, c.business_category_id,
        m.phase, m.graduate_year::int as graduate_year,
        m.rating_overall::int as rating_overall, m.rating_atmosphere::int as rating_atmosphere, m.rating_growth::int as rating_growth,
        m.rating_welfare::int as rating_welfare, m.rating_selection::int as rating_selection, m.rating_content::int as rating_content,
        m.rating_staff::int as rating_staff, m.rating_usefulness::int as rating_usefulness,
        m.title, left(m.body, ${REVIEW_EXCERPT_LENGTH + 1}) as body_head, m.helpful_count, m.created_at, m.attended
      from ${matching}
      order by ${orderings[query.order ?? "newest"]}
      limit ${per} offset ${(page - 1) * per}`)
  ).rows as ReviewRow[];
  const [count] = (await db.execute(sql`select count(*)::int as total from ${matching}`)).rows as Array<{
    total: number;
  }>;
  return { reviews: rows.map(toSummary), total_counts: count?.total ?? 0 };
}
