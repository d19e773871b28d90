import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { mailCampaignTypeValues, type CurrentUser, type MailCampaignType } from "../../core/api/current-user";
import { graduateYearLabel } from "../../core/api/user-settings";
import { unreadCommentsCountSql } from "../chats/unread-comments";
import { notificationUnreadCountSql, whatsNewUnreadCountSql } from "../notices/unread-notices";
import { ApiError } from "../platform/http/api-error";

const universityCategoryLabels: Readonly<Record<string, string>> = {
  national: "国立",
  public: "公立",
  private: "私立",
};
const departmentGroupLabels: Readonly<Record<string, string>> = { humanities: "文系", sciences: "理系" };

const nullableText = z.string().nullable();
const count = z.coerce.number().int().min(0);

/** One row of the query below; checked with zod because it is raw SQL. */
const currentUserRowSchema = z.object({
  id: z.string(),
  unique_id: z.string(),
  email: z.string(),
  graduate_year: z.number().int().nullable(),
  receive_scout_message: z.boolean(),
  entried_event_schedule_reminder_type: nullableText,
  profile_image_url: nullableText,
  signup_utm_source: nullableText,
  signup_utm_medium: nullableText,
  signup_utm_campaign: nullableText,
  registered_on: z.string(),
  last_sign_in_on: nullableText,
  first_name: nullableText,
  last_name: nullableText,
  university: nullableText,
  university_id: z.number().int().nullable(),
  university_name: nullableText,
  university_category: nullableText,
  university_area: nullableText,
  department: nullableText,
  concentration_name: nullableText,
  department_group: nullableText,
  department_group_kind: nullableText,
  course: nullableText,
  grade: nullableText,
  job_type_first: nullableText,
  job_type_second: nullableText,
  job_type_third: nullableText,
  notification_unread_count: count,
  whats_new_unread_count: count,
  unread_comments_count: count,
  entries_count: count,
  entried_event_count: count,
  mail_campaign_types: z.array(z.string()),
  liked_companies: z.array(z.number().int()),
  profile_filled: z.boolean(),
});

const jobTypeAt = (priority: number) => sql`(
  select j.name from user_preferred_job_types pj join job_types j on j.id = pj.job_type_id
  where pj.user_id = u.id and pj.priority = ${priority})`;

const jstDate = (column: ReturnType<typeof sql>) => sql`to_char(${column} at time zone 'Asia/Tokyo', 'YYYY-MM-DD')`;

/**
 * The Current user of spec §3, every field read from the database in one query (one round trip):
 * - names from basic information; school fields from the affiliation and the school tables, falling back to the
 *   manual_* answers; `department_group` is the 学部系統 (the affiliation's department category, else the chosen
 *   department's), `concentration_group` its 文系 / 理系; `university_info.category` 国立 / 公立 / 私立 and `area` the
 *   university's 地方;
 * - `interest_job_type` first/second/third are the names of the preferred job types of priority 1, 2, 3;
 * - `registered_on` / `last_sign_in_on` are Asia/Tokyo calendar days;
 * - `notification_unread_count` and `whats_new_unread_count`: server/notices/unread-notices.ts (notifications with no
 *   read_at; items the student sees, general or of a followed company while whats_new_favorite_companies is chosen,
 *   with no read row); `unread_comments_count`: messages
 *   sent by companies in the student's chats with no read_at;
 * - `entries_count`: every entry row (one per schedule, any state: it tells whether the student ever entered);
 *   `entried_event_count`: distinct events with an entry that is not canceled;
 * - `mail_campaign_types`: the student's mail campaign rows (known types, in the spec's order); `scout_enabled`:
 *   receive_scout_message; `liked_companies`: followed company ids, oldest follow first;
 * - `profile_all_unfilled`: no basic information, affiliation, preferred business category / job type / work
 *   prefecture / company choice factor, activity or student endeavor exists.
 * Throws 401 `unauthorized` when the user no longer exists.
 */
export async function loadCurrentUser(db: Db, userId: string): Promise<CurrentUser> {
  const result = await db.execute(sql`
    select
      u.id, u.unique_id, u.email, u.graduate_year::int as graduate_year, u.receive_scout_message,
      u.entried_event_schedule_reminder_type, u.profile_image_url,
      u.signup_utm_source, u.signup_utm_medium, u.signup_utm_campaign,
      ${jstDate(sql`u.registered_at`)} as registered_on,
      ${jstDate(sql`u.last_sign_in_at`)} as last_sign_in_on,
      bi.first_name, bi.last_name,
      coalesce(un.name, a.manual_university) as university,
      un.id as university_id, un.name as university_name, un.category as university_category, ar.name as university_area,
      coalesce(d.name, a.manual_department) as department,
      coalesce(c.name, a.manual_concentration) as concentration_name,
      dc.name as department_group, dc."group" as department_group_kind,
      a.course, a.grade,
      ${jobTypeAt(1)} as job_type_first,
      ${jobTypeAt(2)} as job_type_second,
      ${jobTypeAt(3)} as job_type_third,
      ${notificationUnreadCountSql(sql`u.id`)} as notification_unread_count,
      ${whatsNewUnreadCountSql(sql`u.id`)} as whats_new_unread_count,
      ${unreadCommentsCountSql(sql`u.id`)} as unread_comments_count,
      (select count(*)::int from entries e where e.user_id = u.id) as entries_count,
      (select count(distinct e.event_id)::int from entries e where e.user_id = u.id and e.state <> 'canceled') as entried_event_count,
      (select coalesce(json_agg(t.mail_campaign_type_key), '[]'::json) from user_mail_campaign_types t where t.user_id = u.id)
        as mail_campaign_types,
      (select coalesce(json_agg(f.company_id order by f.created_at, f.company_id), '[]'::json) from follows f where f.user_id = u.id)
        as liked_companies,
      (bi.user_id is not null or a.user_id is not null
        or exists (select 1 from user_preferred_business_categories x where x.user_id = u.id)
        or exists (select 1 from user_preferred_job_types x where x.user_id = u.id)
        or exists (select 1 from user_preferred_work_prefectures x where x.user_id = u.id)
        or exists (select 1 from user_preferred_company_choice_factor_types x where x.user_id = u.id)
        or exists (select 1 from user_activities x where x.user_id = u.id)
        or exists (select 1 from user_student_endeavors x where x.user_id = u.id)) as profile_filled
    from users u
    left join user_basic_informations bi on bi.user_id = u.id
    left join user_affiliations a on a.user_id = u.id
    left join universities un on un.id = a.university_id
    left join areas ar on ar.id = un.area_id
    left join departments d on d.id = a.department_id
    left join concentrations c on c.id = a.concentration_id
    left join department_categories dc on dc.id = coalesce(a.department_category_id, d.department_category_id)
    where u.id = ${userId}`);
  if (result.rows.length === 0) throw new ApiError(401, "unauthorized", "The signed-in account no longer exists");
  const row = currentUserRowSchema.parse(result.rows[0]);
  const mailTypes = new Set(row.mail_campaign_types);
  return {
    id: row.id,
    unique_id: row.unique_id,
    first_name: row.first_name,
    last_name: row.last_name,
    graduate_year: row.graduate_year === null ? null : graduateYearLabel(row.graduate_year),
    graduate_year_number: row.graduate_year,
    email: row.email,
    university: row.university,
    university_info:
      row.university_id === null || row.university_name === null
        ? null
        : {
            id: row.university_id,
            name: row.university_name,
            category:
              row.university_category === null
                ? null
                : (universityCategoryLabels[row.university_category] ?? row.university_category),
            area: row.university_area,
          },
    concentration_name: row.concentration_name,
    department_group: row.department_group,
    concentration_group:
      row.department_group_kind === null ? null : (departmentGroupLabels[row.department_group_kind] ?? null),
    interest_job_type: { first: row.job_type_first, second: row.job_type_second, third: row.job_type_third },
    registered_on: row.registered_on,
    last_sign_in_on: row.last_sign_in_on,
    signup_utm_source: row.signup_utm_source,
    signup_utm_medium: row.signup_utm_medium,
    signup_utm_campaign: row.signup_utm_campaign,
    grade: row.grade,
    department: row.department,
    course: row.course,
    notification_unread_count: row.notification_unread_count,
    whats_new_unread_count: row.whats_new_unread_count,
    unread_comments_count: row.unread_comments_count,
    entried_event_count: row.entried_event_count,
    entried_event_schedule_reminder_type: row.entried_event_schedule_reminder_type,
    profile_all_unfilled: !row.profile_filled,
    mail_campaign_types: mailCampaignTypeValues.filter((type: MailCampaignType) => mailTypes.has(type)),
    scout_enabled: row.receive_scout_message,
    entries_count: row.entries_count,
    liked_companies: row.liked_companies,
    profile_image: row.profile_image_url,
  };
}
