import * as React from "react";
import { CardGrid } from "@/components/card-grid/card-grid";
import type { PromotedEventCard } from "@core/promotions/promoted-event-card";
import { analyticsCategoryOfEvent, trackActionOnPrEvent, useSeenOnce } from "@/lib/analytics";
import { EventCard } from "@/features/events";
import * as styles from "./promoted-events.module.css";

/**
 * The cards of a sponsored section. Each pushes action-on-pr-event (event_id, ad_place, position, the event's
 * category): `item-impression` the first time it enters the viewport in this page view, `click` when a link in it
 * is followed.
 */
export function PromotedEventCardList({ cards }: { cards: readonly PromotedEventCard[] }) {
  return (
    <CardGrid
      items={cards}
      itemKey={(card) => card.contract_id}
      renderItem={(card) => <PromotedEventItem card={card} />}
      emptyMessage=""
    />
  );
}

function PromotedEventItem({ card }: { card: PromotedEventCard }) {
  const fields = {
    event_id: card.event.db_id,
    ad_place: card.ad_place,
    position: card.position,
    category: analyticsCategoryOfEvent(card.event.category),
  };
  const latest = React.useRef(fields);
  latest.current = fields;
  const seenRef = useSeenOnce<HTMLDivElement>(() =>
    trackActionOnPrEvent({ ...latest.current, interaction: "item-impression" }),
  );
  const box = React.useRef<HTMLDivElement | null>(null);

  React.useEffect(() => {
    const element = box.current;
    if (!element) return;
    // a link followed (the card's title, picture or company): not the clip button
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a"))
        trackActionOnPrEvent({ ...latest.current, interaction: "click" });
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, []);

  const ref = React.useCallback(
    (element: HTMLDivElement | null) => {
      box.current = element;
      seenRef(element);
    },
    [seenRef],
  );

  return (
    <div ref={ref} className={styles.item}>
      {card.catch_copy && <p className={styles.catchCopy}>{card.catch_copy}</p>}
      <EventCard event={card.event} />
    </div>
  );
}
