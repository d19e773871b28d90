import * as React from "react";
import type { EventCardData } from "@core/events/event-card-data";
import { EventCardList } from "../../components/event-card-list";
import * as styles from "./event-list.module.css";

/**
 * The listing's ピックアップ: the pickup events matching its filters, prerendered by the build
 * (gatsby/event-list-page-plan.ts, the rule of GET /api/v1/pickup_events). Nothing when there are none.
 */
export function EventListPickups({ events }: { events: readonly EventCardData[] }) {
  if (events.length === 0) return null;
  return (
    <section id="event-list-pickups" aria-labelledby="event-list-pickup-heading" className={styles.pickups}>
      <h2 id="event-list-pickup-heading" className={styles.pickupsHeading}>
        ピックアップ
      </h2>
      <EventCardList events={events} emptyMessage="" impressionList="listing_pickup" />
    </section>
  );
}
