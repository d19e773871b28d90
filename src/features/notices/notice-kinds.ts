import type { CurrentUser } from "@core/api/current-user";
import type { Notification, WhatsNewItem } from "@core/api/notices";
import { apiPaths } from "@core/api-paths";
import { NOTIFICATIONS_PATH, WHATS_NEW_PATH } from "@core/notices/notice-paths";
import type { ApiRequester } from "@/lib/api";
import { apiGet, apiPost } from "@/lib/api/api-call";

/** One row of either list, as the page shows it. */
export type NoticeRow = {
  id: number;
  title: string;
  body: string;
  url: string | null;
  /** the company whose news it is (新着情報 only) */
  companyName: string | null;
  at: string;
  readAt: string | null;
};

export type NoticePage = { rows: NoticeRow[]; total: number; unread: number };

/** What differs between お知らせ and 新着情報: the texts, the calls and the current user's count each clears. */
export type NoticeKind = {
  key: "notifications" | "whats_new";
  path: string;
  heading: string;
  description: string;
  empty: string;
  countField: keyof Pick<CurrentUser, "notification_unread_count" | "whats_new_unread_count">;
  load: (client: ApiRequester, page: number) => Promise<NoticePage>;
  markRead: (client: ApiRequester, id: number) => Promise<{ row: NoticeRow; unread: number }>;
  markAll: (client: ApiRequester) => Promise<{ unread: number }>;
};

const notificationRow = (n: Notification): NoticeRow => ({
  id: n.id,
  title: n.title,
  body: n.body,
  url: n.url,
  companyName: null,
  at: n.created_at,
  readAt: n.read_at,
});

const whatsNewRow = (item: WhatsNewItem): NoticeRow => ({
  id: item.id,
  title: item.title,
  body: item.body,
  url: item.url,
  companyName: item.company?.name ?? null,
  at: item.published_at,
  readAt: item.read_at,
});

export const notificationsKind: NoticeKind = {
  key: "notifications",
  path: NOTIFICATIONS_PATH,
  heading: "お知らせ",
  description: "エントリーの結果や空席のご案内など、あなた宛てのお知らせです。",
  empty: "お知らせはまだありません。エントリーの結果や空席のご案内は、ここに届きます。",
  countField: "notification_unread_count",
  async load(client, page) {
    const answer = await apiGet(apiPaths.notifications, { query: { page } }, { client });
    return {
      rows: answer.notifications.map(notificationRow),
      total: answer.total_counts,
      unread: answer.notification_unread_count,
    };
  },
  async markRead(client, id) {
    const answer = await apiPost(apiPaths.notificationRead, { params: { notification_id: id } }, { client });
    return { row: notificationRow(answer.notification), unread: answer.notification_unread_count };
  },
  async markAll(client) {
    const answer = await apiPost(apiPaths.notificationsReadAll, {}, { client });
    return { unread: answer.notification_unread_count };
  },
};

export const whatsNewKind: NoticeKind = {
  key: "whats_new",
  path: WHATS_NEW_PATH,
  heading: "新着情報",
  description: "ミライキャリアからのお知らせと、フォロー中の企業の新しいイベントです。",
  empty: "新着情報はまだありません。企業をフォローすると、その企業が公開した新しいイベントがここに届きます。",
  countField: "whats_new_unread_count",
  async load(client, page) {
    const answer = await apiGet(apiPaths.whatsNewItems, { query: { page } }, { client });
    return {
      rows: answer.whats_new_items.map(whatsNewRow),
      total: answer.total_counts,
      unread: answer.whats_new_unread_count,
    };
  },
  async markRead(client, id) {
    const answer = await apiPost(apiPaths.whatsNewItemRead, { params: { whats_new_item_id: id } }, { client });
    return { row: whatsNewRow(answer.whats_new_item), unread: answer.whats_new_unread_count };
  },
  async markAll(client) {
    const answer = await apiPost(apiPaths.whatsNewItemsReadAll, {}, { client });
    return { unread: answer.whats_new_unread_count };
  },
};
