import { sql } from "drizzle-orm";
import type { DataExport } from "../../core/api/privacy";
import type { Executor } from "../platform/database/transaction";
import { exportRows, ownRowOf, ownRowsOf } from "./export-rows";

/**
 * Everything held about one student (docs/privacy.md lists the sections). Only rows tied to this student: a
 * conversation carries the company's messages to them, never another student's data. Null when the user is gone.
 */
export async function buildDataExport(
  db: Executor,
  userId: string,
  now: Date = new Date(),
): Promise<DataExport | null> {
  // calendar_feed_secret is a credential (the feed URL's key), not information about the student
  const [user] = await exportRows(
    db,
    sql`select to_jsonb(u) - 'calendar_feed_secret'::text as row from users u where u.id = ${userId}`,
  );
  if (!user) return null;
  const own = (table: string, orderBy: string, omit: readonly string[] = []) =>
    exportRows(db, ownRowsOf(table, userId, orderBy, omit));

  const registrations = await exportRows(
    db,
    sql`select to_jsonb(r) - 'user_id'::text || jsonb_build_object(
          'user_registration_version_key', v.key,
          'complete_steps', coalesce((select jsonb_agg(jsonb_build_object('user_registration_step_key', c.user_registration_step_key, 'created_at', c.created_at) order by c.id)
            from user_registration_complete_steps c where c.user_registration_id = r.id), '[]'::jsonb),
          'entry_schedule_ids', coalesce((select jsonb_agg(es.schedule_id order by es.schedule_id)
            from user_registration_entry_schedules es where es.user_registration_id = r.id), '[]'::jsonb)) as row
        from user_registrations r join user_registration_versions v on v.id = r.user_registration_version_id
        where r.user_id = ${userId} order by r.id`,
  );

  return {
    format_version: 1,
    exported_at: now.toISOString(),
    profile: {
      user,
      basic_information: await ownRowOf(db, "user_basic_informations", userId),
      affiliation: await ownRowOf(db, "user_affiliations", userId),
    },
    registration_answers: {
      registrations,
      preferred_business_categories: await own("user_preferred_business_categories", "t.priority"),
      preferred_job_types: await own("user_preferred_job_types", "t.priority"),
      preferred_work_prefectures: await own("user_preferred_work_prefectures", "1"),
      preferred_company_choice_factor_types: await own("user_preferred_company_choice_factor_types", "1"),
      activities: await own("user_activities", "t.display_order"),
      student_endeavor: await ownRowOf(db, "user_student_endeavors", userId),
      cooperating_sites: await own("user_cooperating_sites", "t.cooperating_site_id"),
      // the e-mail and times of student-status checks; the code's hash is not the student's to read
      student_verifications: await own("student_verification_codes", "t.id", ["code_hash"]),
    },
    entries: await exportRows(
      db,
      sql`select to_jsonb(en) - 'user_id'::text || jsonb_build_object('event_title', e.title, 'schedule_title', s.title,
            'schedule_start_at', s.start_at, 'schedule_end_at', s.end_at, 'course_title', co.title) as row
          from entries en join events e on e.id = en.event_id join schedules s on s.id = en.schedule_id
          left join courses co on co.id = en.course_id
          where en.user_id = ${userId} order by en.id`,
    ),
    event_answers: await own("event_answers", "t.id"),
    check_ins: await exportRows(
      db,
      sql`select jsonb_build_object('entry_id', ci.entry_id, 'event_id', en.event_id, 'event_title', e.title,
            'company_id', cc.company_id, 'company_name', c.name, 'checked_in_at', ci.checked_in_at) as row
          from event_checkins ci join entries en on en.id = ci.entry_id join events e on e.id = en.event_id
          join event_checkinable_companies cc on cc.id = ci.event_checkinable_company_id join companies c on c.id = cc.company_id
          where en.user_id = ${userId} order by ci.checked_in_at, ci.entry_id, cc.company_id`,
    ),
    follows: await exportRows(
      db,
      sql`select jsonb_build_object('company_id', f.company_id, 'company_name', c.name, 'created_at', f.created_at) as row
          from follows f join companies c on c.id = f.company_id where f.user_id = ${userId} order by f.created_at, f.company_id`,
    ),
    clips: await exportRows(
      db,
      sql`select jsonb_build_object('event_id', cl.event_id, 'event_title', e.title, 'created_at', cl.created_at) as row
          from clips cl join events e on e.id = cl.event_id where cl.user_id = ${userId} order by cl.created_at, cl.id`,
    ),
    recently_viewed_events: await exportRows(
      db,
      sql`select jsonb_build_object('event_id', rv.event_id, 'event_title', e.title, 'viewed_at', rv.viewed_at) as row
          from recently_viewed_events rv join events e on e.id = rv.event_id join users u on u.email = rv.email
          where u.id = ${userId} order by rv.viewed_at, rv.id`,
    ),
    reviews: {
      company_reviews: await own("company_reviews", "t.id"),
      event_reviews: await own("event_reviews", "t.id"),
    },
    conversations: await exportRows(
      db,
      sql`select jsonb_build_object('chat_id', ch.id, 'company_id', ch.company_id, 'company_name', c.name, 'created_at', ch.created_at,
            'messages', coalesce((select jsonb_agg(jsonb_build_object('sender_type', m.sender_type, 'body', m.body, 'read_at', m.read_at,
              'created_at', m.created_at) order by m.created_at, m.id) from chat_messages m where m.chat_id = ch.id), '[]'::jsonb)) as row
          from chats ch join companies c on c.id = ch.company_id where ch.user_id = ${userId} order by ch.id`,
    ),
    scouts: await exportRows(
      db,
      sql`select to_jsonb(sm) - 'user_id'::text || jsonb_build_object('company_name', c.name) as row
          from scout_messages sm join companies c on c.id = sm.company_id where sm.user_id = ${userId} order by sm.id`,
    ),
    notifications: await own("notifications", "t.id"),
    consents: {
      terms_agreements: await exportRows(
        db,
        sql`select jsonb_build_object('type', tv.type, 'version', tv.version, 'agreed_at', ta.agreed_at) as row
            from terms_agreements ta join terms_versions tv on tv.id = ta.terms_version_id
            where ta.user_id = ${userId} order by ta.agreed_at, tv.id`,
      ),
      mail_magazine_options: await ownRowOf(db, "user_mail_magazine_options", userId),
      mail_campaign_types: await own("user_mail_campaign_types", "t.mail_campaign_type_key"),
    },
    campaigns: await own("google_custom_campaigns", "t.id"),
    sign_in_history: await exportRows(
      db,
      sql`select jsonb_build_object('method', h.method, 'signed_in_at', h.signed_in_at) as row
          from sign_in_history h where h.user_id = ${userId} order by h.signed_in_at, h.id`,
    ),
  };
}

/** `mirai-career-data-YYYYMMDD.json`, dated in Japan time. */
export function dataExportFilename(now: Date): string {
  const tokyo = new Date(now.getTime() + 9 * 3600 * 1000);
  const ymd = tokyo.toISOString().slice(0, 10).replaceAll("-", "");
  return `mirai-career-data-${ymd}.json`;
}
