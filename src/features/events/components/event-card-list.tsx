import * as React from "react";
import type { EventCardData } from "../event-card-data";
import { EventCard } from "./event-card";
import * as styles from "./event-card-list.module.css";

export function EventCardList({ events, emptyMessage }: { events: readonly EventCardData[]; emptyMessage: string }) {
  if (events.length === 0) return <p className={styles.empty}>{emptyMessage}</p>;
  return (
    <ul className={styles.list}>
      {events.map((event) => (
        <li key={event.db_id} className={styles.item}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
