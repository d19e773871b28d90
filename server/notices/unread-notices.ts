import { sql, type SQL } from "drizzle-orm";

/*
 * The one definition of what a student sees and has not read in お知らせ and 新着情報. The current user's
 * `notification_unread_count` and `whats_new_unread_count` (server/users/current-user-service.ts), the lists and the
 * answers of the read calls all count with these.
 */

/** `notification_unread_count` of a student, as a scalar subquery; `userId` is an SQL expression or a value. */
export function notificationUnreadCountSql(userId: SQL | string): SQL {
  return sql`(select count(*)::int from notifications n where n.user_id = ${userId} and n.read_at is null)`;
}

/**
 * Whether the what's-new item `w` is shown to the student: published up to now, announcing no event or an event
 * still published, and either news for everyone (no
 * company) or news of a company the student follows while keeping the whats_new_favorite_companies mail campaign
 * type (フォロー企業の新着情報, chosen at registration and in the settings).
 */
export function whatsNewVisibleSql(userId: SQL | string): SQL {
  return sql`(w.published_at <= now()
    and (w.event_id is null or exists (select 1 from events e where e.id = w.event_id and e.published))
    and (w.company_id is null
      or (exists (select 1 from follows f where f.user_id = ${userId} and f.company_id = w.company_id)
        and exists (select 1 from user_mail_campaign_types t
          where t.user_id = ${userId} and t.mail_campaign_type_key = 'whats_new_favorite_companies'))))`;
}

/** No read row of the student for the item `w`. */
export function whatsNewUnreadSql(userId: SQL | string): SQL {
  return sql`not exists (select 1 from whats_new_item_reads r where r.user_id = ${userId} and r.whats_new_item_id = w.id)`;
}

/** `whats_new_unread_count` of a student, as a scalar subquery. */
export function whatsNewUnreadCountSql(userId: SQL | string): SQL {
  return sql`(select count(*)::int from whats_new_items w where ${whatsNewVisibleSql(userId)} and ${whatsNewUnreadSql(userId)})`;
}
