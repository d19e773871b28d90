import * as React from "react";
import { CardGrid } from "@/components/card-grid/card-grid";
import type { EventCardData } from "@core/events/event-card-data";
import { EventCard } from "./event-card";
import type { EventCardListMemory, EventCardListTracking } from "./event-card-list-tracking";

type EventCardListProps = EventCardListTracking & {
  events: readonly EventCardData[];
  emptyMessage: string;
  /** The list is the page's first content: its first card's picture is the LCP one (eager, high priority). */
  priorityFirst?: boolean;
};

export function EventCardList({
  events,
  emptyMessage,
  priorityFirst = false,
  impressionList,
  impressionCategory,
  recommendPlacement,
}: EventCardListProps) {
  const listRef = React.useRef<HTMLUListElement>(null);
  const memory = React.useRef<EventCardListMemory>({});
  const latestEvents = React.useRef(events);
  latestEvents.current = events;
  const ids = events.map((event) => event.db_id).join();

  React.useEffect(() => {
    const list = listRef.current;
    if (!list || (impressionList === undefined && recommendPlacement === undefined)) return;
    let stop: (() => void) | undefined;
    let active = true;
    // the watching code loads after the page: out of the first-load JS of every list page
    void import("./event-card-list-tracking").then(({ watchEventCards }) => {
      if (active)
        stop = watchEventCards(
          list,
          latestEvents.current,
          { impressionList, impressionCategory, recommendPlacement },
          memory.current,
        );
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [ids, impressionList, impressionCategory, recommendPlacement]);

  return (
    <CardGrid
      listRef={listRef}
      items={events}
      itemKey={(event) => event.db_id}
      renderItem={(event, index) => <EventCard event={event} priority={priorityFirst && index === 0} />}
      emptyMessage={emptyMessage}
    />
  );
}
