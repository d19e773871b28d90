import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import {
  NOTICES_DEFAULT_PER,
  type NoticeListQuery,
  type Notification,
  type NotificationListResponse,
  type NotificationReadResponse,
  type NotificationsReadAllResponse,
} from "../../core/api/notices";
import { siteRelativeUrl } from "../../core/notices/notice-paths";
import { countSchema, instantSchema } from "../platform/database/raw-values";
import { ApiError } from "../platform/http/api-error";
import { notificationUnreadCountSql } from "./unread-notices";

const notificationRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  read_at: instantSchema.nullable(),
  created_at: instantSchema,
});

const columns = sql`n.id, n.title, n.body, n.url, n.read_at, n.created_at`;

function notificationOf(raw: unknown): Notification {
  const row = notificationRowSchema.parse(raw);
  return { ...row, url: siteRelativeUrl(row.url) };
}

async function unreadCount(db: Db, userId: string): Promise<number> {
  const result = await db.execute(sql`select ${notificationUnreadCountSql(userId)} as n`);
  return countSchema.parse(result.rows[0]!.n);
}

/** GET /api/v1/notifications: one page of the student's notifications, newest first (ties: newest id first). */
export async function listNotifications(
  db: Db,
  userId: string,
  query: NoticeListQuery = {},
): Promise<NotificationListResponse> {
  const per = query.per ?? NOTICES_DEFAULT_PER;
  const offset = ((query.page ?? 1) - 1) * per;
  const [page, counts] = await Promise.all([
    db.execute(sql`
      select ${columns} from notifications n where n.user_id = ${userId}
      order by n.created_at desc, n.id desc limit ${per} offset ${offset}`),
    db.execute(sql`
      select count(*)::int as total, count(*) filter (where n.read_at is null)::int as unread
      from notifications n where n.user_id = ${userId}`),
  ]);
  const totals = z.object({ total: countSchema, unread: countSchema }).parse(counts.rows[0]);
  return {
    notifications: page.rows.map(notificationOf),
    total_counts: totals.total,
    notification_unread_count: totals.unread,
  };
}

/**
 * POST /api/v1/notifications/{id}/read: one statement, so two at once cannot disagree: the first read mark stays
 * (`coalesce`), reading it again changes nothing. Another student's notification is 404, like an unknown id.
 */
export async function markNotificationRead(
  db: Db,
  userId: string,
  notificationId: number,
  now: Date = new Date(),
): Promise<NotificationReadResponse> {
  const result = await db.execute(sql`
    update notifications n set read_at = coalesce(n.read_at, ${now.toISOString()}::timestamptz)
    where n.id = ${notificationId} and n.user_id = ${userId}
    returning ${columns}`);
  if (result.rows.length === 0) throw new ApiError(404, "not_found", "Notification not found");
  return { notification: notificationOf(result.rows[0]), notification_unread_count: await unreadCount(db, userId) };
}

/** POST /api/v1/notifications/read_all: every unread notification of the student is read now. */
export async function markAllNotificationsRead(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<NotificationsReadAllResponse> {
  const result = await db.execute(sql`
    update notifications set read_at = ${now.toISOString()}::timestamptz
    where user_id = ${userId} and read_at is null returning id`);
  return { marked: result.rows.length, notification_unread_count: await unreadCount(db, userId) };
}
