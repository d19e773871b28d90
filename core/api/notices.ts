import { z } from "zod";
import { pageQuerySchema, perQuerySchema } from "./query-values";

const isoDateTimeSchema = z.iso.datetime({ offset: true });

/*
 * お知らせ (notifications: the student's own, e.g. entry results, seat offers, editors' notices) and 新着情報 (what's
 * new: news for everyone and new events of followed companies), read on /notifications and /whats_new (issue 32; our
 * paths). Every answer is personal (`Cache-Control: private, no-store`). An id that is not the student's (another
 * student's notification, an item the student does not see) is 404 `not_found`, like an unknown one.
 */

export const NOTICES_DEFAULT_PER = 20;
export const NOTICES_MAX_PER = 50;

/** GET /api/v1/notifications and /api/v1/whats_new_items: one page, newest first. */
export const noticeListQuerySchema = z.object({
  page: pageQuerySchema,
  per: perQuerySchema(NOTICES_MAX_PER, NOTICES_DEFAULT_PER),
});
export type NoticeListQuery = z.output<typeof noticeListQuerySchema>;

/** One notification of the student. */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** a path of this site to open (core/notices/notice-paths.ts siteRelativeUrl); null: nothing to open */
  url: z.string().nullable(),
  /** when the student read it; null while unread */
  read_at: isoDateTimeSchema.nullable(),
  created_at: isoDateTimeSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/v1/notifications: newest first (ties by id); `notification_unread_count` as the current user's. */
export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  total_counts: z.number().int().nonnegative(),
  notification_unread_count: z.number().int().nonnegative(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** Path parameters of /api/v1/notifications/{notification_id}/read (digits, else 404). */
export const notificationParamsSchema = z.object({ notification_id: z.string() });

/**
 * POST /api/v1/notifications/{notification_id}/read: the notification, read (a read mark never moves: reading it
 * again answers the same), and the student's remaining unread count.
 */
export const notificationReadResponseSchema = z.object({
  notification: notificationSchema,
  notification_unread_count: z.number().int().nonnegative(),
});
export type NotificationReadResponse = z.infer<typeof notificationReadResponseSchema>;

/** POST /api/v1/notifications/read_all: every unread notification is read now; `marked` how many were unread; the unread count after (0 unless one arrived meanwhile). */
export const notificationsReadAllResponseSchema = z.object({
  marked: z.number().int().nonnegative(),
  notification_unread_count: z.number().int().nonnegative(),
});
export type NotificationsReadAllResponse = z.infer<typeof notificationsReadAllResponseSchema>;

/** One what's-new item the student sees. */
export const whatsNewItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  /** the company whose news it is (a followed company); null for news for everyone */
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  published_at: isoDateTimeSchema,
  /** when the student read it; null while unread */
  read_at: isoDateTimeSchema.nullable(),
});
export type WhatsNewItem = z.infer<typeof whatsNewItemSchema>;

/**
 * GET /api/v1/whats_new_items: the items the student sees (published up to now; news for everyone, and news of each
 * followed company while the student keeps the whats_new_favorite_companies mail campaign type), newest first.
 */
export const whatsNewListResponseSchema = z.object({
  whats_new_items: z.array(whatsNewItemSchema),
  total_counts: z.number().int().nonnegative(),
  whats_new_unread_count: z.number().int().nonnegative(),
});
export type WhatsNewListResponse = z.infer<typeof whatsNewListResponseSchema>;

/** Path parameters of /api/v1/whats_new_items/{whats_new_item_id}/read (digits, else 404). */
export const whatsNewItemParamsSchema = z.object({ whats_new_item_id: z.string() });

/** POST /api/v1/whats_new_items/{whats_new_item_id}/read: the item, read, and the remaining unread count. */
export const whatsNewItemReadResponseSchema = z.object({
  whats_new_item: whatsNewItemSchema,
  whats_new_unread_count: z.number().int().nonnegative(),
});
export type WhatsNewItemReadResponse = z.infer<typeof whatsNewItemReadResponseSchema>;

/** POST /api/v1/whats_new_items/read_all: every item the student sees is read now. */
export const whatsNewReadAllResponseSchema = z.object({
  marked: z.number().int().nonnegative(),
  whats_new_unread_count: z.number().int().nonnegative(),
});
export type WhatsNewReadAllResponse = z.infer<typeof whatsNewReadAllResponseSchema>;
