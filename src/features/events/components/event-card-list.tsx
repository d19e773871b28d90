import * as React from "react";
import { CardGrid } from "../../../components/card-grid/card-grid";
import type { EventCardData } from "../../../domain/events/event-card-data";
import { EventCard } from "./event-card";
import { TrackedEventCard, useCardTracker, type EventCardListTracking } from "./tracked-event-card";

type EventCardListProps = EventCardListTracking & {
  events: readonly EventCardData[];
  emptyMessage: string;
  /** The list is the page's first content: its first card's picture is the LCP one (eager, high priority). */
  priorityFirst?: boolean;
};

export function EventCardList({ events, emptyMessage, priorityFirst = false, ...tracking }: EventCardListProps) {
  const tracker = useCardTracker(tracking);
  return (
    <CardGrid
      items={events}
      itemKey={(event) => event.db_id}
      renderItem={(event, index) => {
        const priority = priorityFirst && index === 0;
        return tracker ? <TrackedEventCard event={event} position={index} priority={priority} tracker={tracker} /> : <EventCard event={event} priority={priority} />;
      }}
      emptyMessage={emptyMessage}
    />
  );
}
