import * as React from "react";
import { CardGrid } from "../../../components/card-grid/card-grid";
import type { EventCardData } from "../../../domain/events/event-card-data";
import { EventCard } from "./event-card";

type EventCardListProps = {
  events: readonly EventCardData[];
  emptyMessage: string;
  /** The list is the page's first content: its first card's picture is the LCP one (eager, high priority). */
  priorityFirst?: boolean;
};

export function EventCardList({ events, emptyMessage, priorityFirst = false }: EventCardListProps) {
  return (
    <CardGrid
      items={events}
      itemKey={(event) => event.db_id}
      renderItem={(event, index) => <EventCard event={event} priority={priorityFirst && index === 0} />}
      emptyMessage={emptyMessage}
    />
  );
}
