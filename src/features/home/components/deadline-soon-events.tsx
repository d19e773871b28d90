import * as React from "react";
import { EventCardList, hidePassedDeadlines, useHydratedNow } from "@/features/events";
import type { EventCardData } from "@core/events/event-card-data";

/**
 * 締切間近: the build's list (soonest deadline first); once hydrated, events that closed since the build are
 * hidden and the next ones move up.
 */
export function DeadlineSoonEvents({ events, limit }: { events: readonly EventCardData[]; limit: number }) {
  const now = useHydratedNow();
  const open = now === null ? events : hidePassedDeadlines(events, now);
  return (
    <EventCardList
      events={open.slice(0, limit)}
      emptyMessage="締切間近のイベントはありません。"
      impressionList="deadline_soon"
    />
  );
}
