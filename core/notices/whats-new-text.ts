// Plain code: what the 新着情報 item announcing a followed company's new event says (server/notices/event-announcements.ts).
import { eventCategoryLabels, type EventCategory } from "../event-category";

export function eventAnnouncementText(
  companyName: string,
  event: { title: string; category: EventCategory },
): { title: string; body: string } {
  return {
    title: `${companyName}が新しい${eventCategoryLabels[event.category]}を公開しました`,
    body: `「${event.title}」の詳細と日程はイベントページでご確認ください。`,
  };
}
