import * as React from "react";
import type { EventCardData } from "../../../domain/events/event-card-data";
import { analyticsCategoryOfEvent, createImpressionList, trackActionOnRecommend, useSeenOnce, type AnalyticsCategory } from "../../../lib/analytics";
import { EventCard } from "./event-card";

/** What a list reports about its cards (spec §9). Lists without it (the PR lists) report nothing here. */
export type EventCardListTracking = {
  /** event_impression: the list's code (home_pickup, listing, deadline_soon…) */
  impressionList?: string;
  /** the list's own analytics category when it has one; else the page's */
  impressionCategory?: AnalyticsCategory;
  /** action-on-recommend: the recommendation block's code; its cards report being seen and opened */
  recommendPlacement?: string;
};

type CardTracker = { seen: (event: EventCardData, position: number) => void; opened: (event: EventCardData, position: number) => void };

function recommend(interaction: "click" | "item-impression", placement: string, event: EventCardData, position: number) {
  trackActionOnRecommend({ interaction, event_id: event.db_id, placement, position, category: analyticsCategoryOfEvent(event.category) });
}

/** The list's tracker for this page view, or null when the list reports nothing. */
export function useCardTracker({ impressionList, impressionCategory, recommendPlacement }: EventCardListTracking): CardTracker | null {
  const [impression] = React.useState(() => (impressionList === undefined ? null : createImpressionList(impressionList, impressionCategory)));
  if (impression === null && recommendPlacement === undefined) return null;
  return {
    seen(event, position) {
      impression?.(event.db_id);
      if (recommendPlacement !== undefined) recommend("item-impression", recommendPlacement, event, position);
    },
    opened(event, position) {
      if (recommendPlacement !== undefined) recommend("click", recommendPlacement, event, position);
    },
  };
}

/** An event card that tells its list's tracker when it first comes into view and when it is opened. */
export function TrackedEventCard({ event, position, priority, tracker }: { event: EventCardData; position: number; priority: boolean; tracker: CardTracker }) {
  const cardRef = useSeenOnce<HTMLElement>(() => tracker.seen(event, position));
  return <EventCard event={event} priority={priority} cardRef={cardRef} onOpen={() => tracker.opened(event, position)} />;
}
