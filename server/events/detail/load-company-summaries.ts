import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { CompanySummary } from "../../../core/api/event-detail";
import { inIdOrder } from "../../../core/in-id-order";

type CompanySummaryRow = {
  id: number;
  name: string;
  official_image_url: string | null;
  official_description: string;
  overall_score: string | null;
  recruitment_score: string | null;
  internship_score: string | null;
  seminar_score: string | null;
  business_category_name: string;
  business_subcategory_name: string;
  square_logo_url: string | null;
  review_count: number;
  experience_review_count: number;
  latest_award_year: number | null;
  latest_award_rank: "bronze" | "silver" | "gold" | null;
  is_official_company: boolean;
  job_category_names: string[];
  followed: boolean;
};

type GalleryRow = { company_id: number; title: string; description: string; image_url: string };

function score(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/**
 * Spec §3 "Company summary" of each id, in the order of `ids`. `liked`/`followed` (one concept: the follow) are the
 * viewer's, read in the same statement; false without a signed-in student (`viewerUserId` null).
 */
export async function loadCompanySummaries(
  db: Db,
  ids: readonly number[],
  viewerUserId: string | null = null,
): Promise<CompanySummary[]> {
  if (ids.length === 0) return [];
  const idArray = sql`${sql.param([...ids])}::int[]`;
  const followed =
    viewerUserId === null
      ? sql`false`
      : sql`exists (select 1 from follows f where f.company_id = c.id and f.user_id = ${viewerUserId})`;
  const [companyResult, galleryResult] = await Promise.all([
    db.execute<CompanySummaryRow>(sql`
      select c.id, c.name, c.official_image_url, c.official_description,
             c.overall_score::text as overall_score, c.recruitment_score::text as recruitment_score,
             c.internship_score::text as internship_score, c.seminar_score::text as seminar_score,
             bc.name as business_category_name, bs.name as business_subcategory_name, c.square_logo_url,
             (select count(*)::int from company_reviews r where r.company_id = c.id) as review_count,
             (select count(*)::int from event_reviews r where r.company_id = c.id) as experience_review_count,
             a.year as latest_award_year, a.rank as latest_award_rank,
             c.is_official_company, c.job_category_names, ${followed} as followed
      from companies c
      join business_categories bc on bc.id = c.business_category_id
      join business_subcategories bs on bs.id = c.business_subcategory_id
      left join lateral (select year, rank from awards where company_id = c.id order by year desc limit 1) a on true
      where c.id = any(${idArray})`),
    db.execute<GalleryRow>(sql`
      select company_id, title, description, image_url from company_image_gallery_items
      where company_id = any(${idArray}) order by company_id, display_order, id`),
  ]);
  const galleries = new Map<number, GalleryRow[]>();
  for (const row of galleryResult.rows) galleries.set(row.company_id, [...(galleries.get(row.company_id) ?? []), row]);
  return inIdOrder(ids, companyResult.rows, (row) => row.id).map((row) => {
    const summary: CompanySummary = {
      id: row.id,
      name: row.name,
      official_image: row.official_image_url,
      official_description: row.official_description,
      official_contents: {
        image_gallery: (galleries.get(row.id) ?? []).map(({ title, description, image_url }) => ({
          title,
          description,
          image_url,
        })),
      },
      overall_score: score(row.overall_score),
      recruitment_score: score(row.recruitment_score),
      internship_score: score(row.internship_score),
      seminar_score: score(row.seminar_score),
      business_category_name: row.business_category_name,
      business_subcategory_name: row.business_subcategory_name,
      square_logo: row.square_logo_url,
      review_count: row.review_count,
      experience_review_count: row.experience_review_count,
      has_award_review: row.latest_award_year !== null,
      latest_award_reviews_year: row.latest_award_year,
      latest_award_reviews_badge: row.latest_award_rank,
      liked: row.followed,
      followed: row.followed,
      is_official_company: row.is_official_company,
      job_category_names: row.job_category_names,
    };
    return summary;
  });
}
