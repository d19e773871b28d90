import { eventCategoryLabels, type EventCategory } from "@core/event-category";
import { eventListPath, eventPath } from "@core/routes";
import type { Breadcrumb } from "@/components/detail-page/breadcrumbs";

/** ホーム › {category} 一覧 › {event title} */
export function eventBreadcrumbs(event: { db_id: number; title: string; category: EventCategory }): Breadcrumb[] {
  return [
    { name: "ホーム", path: "/" },
    { name: `${eventCategoryLabels[event.category]}一覧`, path: eventListPath(event.category) },
    { name: event.title, path: eventPath(event.category, event.db_id) },
  ];
}
