import type * as s from "../../schema";
import { entryNoticeText } from "../../../core/notices/entry-notice-text";
import { eventAnnouncementText } from "../../../core/notices/whats-new-text";
import { eventPath } from "../../../core/routes";
import { addDays, jstDayAt } from "../time";
import type { CompaniesData } from "./build-companies";
import type { EventsData } from "./build-events";
import type { Row } from "./types";

type Lists = {
  entries: readonly Row<typeof s.entries>[];
  follows: Row<typeof s.follows>[];
  notifications: Row<typeof s.notifications>[];
  whatsNewItems: Row<typeof s.whatsNewItems>[];
  whatsNewItemReads: Row<typeof s.whatsNewItemReads>[];
};

/**
 * The demo student's お知らせ and 新着情報 (student@example.com), in the words the app writes them
 * (core/notices/): notices about two of the student's entries and an editors' notice, unread, and one read; the new
 * events of three companies the student follows, two unread. Appended to the lists (no random draws, so the rest
 * of the seed stays as it was).
 */
export function addDemoNotices(
  demoUserId: string,
  companiesData: CompaniesData,
  eventsData: EventsData,
  lists: Lists,
  now: Date,
): void {
  const eventById = new Map(eventsData.events.map((event) => [event.id, event]));
  const own = lists.entries.filter((entry) => entry.userId === demoUserId).slice(0, 2);
  const notices: Array<{ title: string; body: string; url: string | null; daysAgo: number; read: boolean }> = [
    ...own.map((entry, i) => {
      const event = eventById.get(entry.eventId)!;
      return {
        ...entryNoticeText(i === 0 ? "entried" : "seat_offered", event.title),
        url: eventPath(event.category, event.id),
        daysAgo: i + 1,
        read: false,
      };
    }),
    {
      title: "冬のインターンシップ特集を公開しました",
      body: "締切の近いインターンシップをまとめました。気になるイベントは早めにエントリーしましょう。",
      url: "/events/internship",
      daysAgo: 0,
      read: false,
    },
    {
      title: "ミライキャリアへようこそ",
      body: "プロフィールを充実させると、あなたに合ったイベントやスカウトが届きやすくなります。",
      url: null,
      daysAgo: 20,
      read: true,
    },
  ];
  for (const notice of notices) {
    // never after `now` (today's 10:00 in Japan may not have come yet)
    const createdAt = new Date(Math.min(jstDayAt(now, -notice.daysAgo, 10).getTime(), now.getTime() - 60_000));
    lists.notifications.push({
      id: lists.notifications.length + 1,
      userId: demoUserId,
      title: notice.title,
      body: notice.body,
      url: notice.url,
      readAt: notice.read ? addDays(createdAt, 1) : null,
      createdAt,
    });
  }

  // three companies with a published event, each followed by the student, each event announced once
  const announced = new Set(lists.whatsNewItems.map((item) => item.eventId).filter((id) => id != null));
  const picks: Array<{ companyId: number; event: EventsData["events"][number] }> = [];
  for (const event of eventsData.events) {
    if (picks.length === 3) break;
    const companyId = event.hostCompanyId;
    if (!event.published || companyId == null || announced.has(event.id)) continue;
    if (picks.some((pick) => pick.companyId === companyId)) continue;
    picks.push({ companyId, event });
  }
  picks.forEach(({ companyId, event }, i) => {
    if (!lists.follows.some((follow) => follow.userId === demoUserId && follow.companyId === companyId))
      lists.follows.push({ userId: demoUserId, companyId, createdAt: jstDayAt(now, -30, 12) });
    const company = companiesData.companies.find((c) => c.id === companyId)!;
    const id = lists.whatsNewItems.length + 1;
    const publishedAt = jstDayAt(now, -(i * 3 + 1), 11);
    lists.whatsNewItems.push({
      id,
      companyId,
      eventId: event.id,
      ...eventAnnouncementText(company.name, event),
      url: eventPath(event.category, event.id),
      publishedAt,
    });
    if (i === 2)
      lists.whatsNewItemReads.push({ userId: demoUserId, whatsNewItemId: id, readAt: addDays(publishedAt, 1) });
  });
}
