import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  RECRUITER_STUDENTS_DEFAULT_PER,
  type RecruiterStudent,
  type RecruiterStudentSearchQuery,
  type RecruiterStudentSearchResponse,
} from "../../core/api/recruiter-students";
import { pseudonymFor } from "./student-pseudonym";

type Row = Omit<RecruiterStudent, "pseudonym"> & { user_id: string; total: number };

/** The students a search may list, narrowed by the query: only those who accept scouts (users.receive_scout_message). */
function conditionsOf(query: RecruiterStudentSearchQuery): SQL {
  const conditions: SQL[] = [sql`u.receive_scout_message`];
  if (query.graduate_year !== undefined) conditions.push(sql`u.graduate_year = ${query.graduate_year}`);
  if (query.school_categories?.length)
    conditions.push(sql`a.school_type = any(${sql.param(query.school_categories)}::text[])`);
  if (query.school_areas?.length)
    conditions.push(sql`coalesce(un.area_id, hp.area_id) = any(${sql.param(query.school_areas)}::int[])`);
  if (query.department_groups?.length)
    conditions.push(sql`dc."group" = any(${sql.param(query.department_groups)}::text[])`);
  if (query.business_category_ids?.length) {
    conditions.push(sql`exists (select 1 from user_preferred_business_categories pb
      where pb.user_id = u.id and pb.business_category_id = any(${sql.param(query.business_category_ids)}::int[]))`);
  }
  if (query.prefecture_ids?.length) {
    conditions.push(sql`exists (select 1 from user_preferred_work_prefectures pp
      where pp.user_id = u.id and pp.prefecture_code = any(${sql.param(query.prefecture_ids)}::int[]))`);
  }
  if (query.activity_categories?.length) {
    conditions.push(sql`exists (select 1 from user_activities ua
      where ua.user_id = u.id and ua.large_category = any(${sql.param(query.activity_categories)}::text[]))`);
  }
  return sql.join(conditions, sql` and `);
}

/** A student's school, area and department group: the university's area, or a high school's prefecture's area. */
const studentsWithSchool = sql`
  users u
  left join user_affiliations a on a.user_id = u.id
  left join universities un on un.id = a.university_id
  left join high_schools hs on hs.id = a.high_school_id
  left join prefectures hp on hp.code = hs.prefecture_code
  left join department_categories dc on dc.id = a.department_category_id`;

/**
 * GET /api/v1/recruiter/students for a company: one page of anonymous students who accept scouts and match every given
 * filter, most recently signed in first (never signed in last), then by an internal key so pages do not overlap. One
 * query (the page's preferences and activities are aggregated for that page only), plus a count when the page is empty.
 * Students appear under the company's pseudonym (server/recruiters/student-pseudonym.ts); no name, e-mail, school
 * name, birth date or user id leaves this function.
 */
export async function searchStudents(
  db: Db,
  companyId: number,
  query: RecruiterStudentSearchQuery,
  pseudonymSecret: string,
): Promise<RecruiterStudentSearchResponse> {
  const per = query.per ?? RECRUITER_STUDENTS_DEFAULT_PER;
  const page = query.page ?? 1;
  const where = conditionsOf(query);
  const result = await db.execute<Row>(sql`
    with matched as (
      select u.id, u.graduate_year, u.last_sign_in_at, a.school_type, coalesce(un.area_id, hp.area_id) as area_id, dc."group" as department_group
      from ${studentsWithSchool}
      where ${where}
    ),
    paged as (
      select * from matched m order by m.last_sign_in_at desc nulls last, m.id
      limit ${per} offset ${(page - 1) * per}
    )
    select
      p.id as user_id,
      p.graduate_year::int as graduate_year,
      p.school_type as school_category,
      case when ar.id is null then null else json_build_object('id', ar.id, 'name', ar.name) end as school_area,
      p.department_group,
      coalesce((select json_agg(json_build_object('id', bc.id, 'name', bc.name) order by pb.priority)
        from user_preferred_business_categories pb join business_categories bc on bc.id = pb.business_category_id
        where pb.user_id = p.id), '[]'::json) as preferred_business_categories,
      coalesce((select json_agg(json_build_object('code', pr.code, 'name', pr.name) order by pr.code)
        from user_preferred_work_prefectures pp join prefectures pr on pr.code = pp.prefecture_code
        where pp.user_id = p.id), '[]'::json) as preferred_prefectures,
      coalesce((select json_agg(json_build_object('large_category', ua.large_category, 'medium_category', ua.medium_category, 'description', ua.description) order by ua.display_order)
        from user_activities ua
        where ua.user_id = p.id), '[]'::json) as activities,
      (select count(*)::int from matched) as total
    from paged p
    left join areas ar on ar.id = p.area_id
    order by p.last_sign_in_at desc nulls last, p.id
  `);
  const rows = result.rows;
  const students = rows.map(({ user_id: userId, total: _total, ...student }) => ({
    pseudonym: pseudonymFor(pseudonymSecret, companyId, userId),
    ...student,
  }));
  if (rows.length > 0) return { students, total_counts: rows[0]!.total };
  const count = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from ${studentsWithSchool} where ${where}`,
  );
  return { students: [], total_counts: count.rows[0]!.total };
}
