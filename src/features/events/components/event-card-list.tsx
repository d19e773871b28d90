import * as React from "react";
import { CardGrid } from "../../../components/card-grid/card-grid";
import type { EventCardData } from "../../../domain/events/event-card-data";
import { EventCard } from "./event-card";

export function EventCardList({ events, emptyMessage }: { events: readonly EventCardData[]; emptyMessage: string }) {
  return <CardGrid items={events} itemKey={(event) => event.db_id} renderItem={(event) => <EventCard event={event} />} emptyMessage={emptyMessage} />;
}
