import * as React from "react";
import type { PromotedEventCard } from "@core/promotions/promoted-event-card";
import { PromotedEventCardList } from "./promoted-event-card-list";
import * as styles from "./promoted-events.module.css";

type PromotedEventsSectionProps = {
  /** unique within the page: the heading's id */
  id: string;
  /** null while the cards load (their space is kept) */
  cards: readonly PromotedEventCard[] | null;
  heading?: string;
  className?: string;
};

/**
 * A sponsored section: headed 注目のイベント with a PR label that screen readers read as 広告, then the promoted event
 * cards. Nothing when there are no cards.
 */
export function PromotedEventsSection({
  id,
  cards,
  heading = "注目のイベント",
  className,
}: PromotedEventsSectionProps) {
  if (cards !== null && cards.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <section
      className={[styles.section, className].filter(Boolean).join(" ")}
      aria-labelledby={headingId}
      aria-busy={cards === null}
      data-sponsored="true"
    >
      <h2 id={headingId} className={styles.heading}>
        {heading}
        <span className={styles.prLabel}>
          <span aria-hidden="true">PR</span>
          <span className="visually-hidden">（広告）</span>
        </span>
      </h2>
      {cards === null ? <div className={styles.placeholder} /> : <PromotedEventCardList cards={cards} />}
    </section>
  );
}
