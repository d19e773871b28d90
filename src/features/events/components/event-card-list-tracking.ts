import type { EventCardData } from "@core/events/event-card-data";
import {
  analyticsCategoryOfEvent,
  INTERSECT_THRESHOLD,
  trackActionOnRecommend,
  type AnalyticsCategory,
} from "@/lib/analytics";
import { createImpressionList } from "@/lib/analytics/event-impressions";

/*
 * Loaded after the page is shown (a chunk of its own, out of every list page's first-load JS): watches a list's event
 * cards for spec §9 event_impression and action-on-recommend.
 */

/** What a list reports about its cards. Lists without it (the PR lists) report nothing here. */
export type EventCardListTracking = {
  /** event_impression: the list's code (home_pickup, listing, deadline_soon…) */
  impressionList?: string;
  /** the list's own analytics category when it has one; else the page's */
  impressionCategory?: AnalyticsCategory;
  /** action-on-recommend: the recommendation block's code; its cards report being seen and opened */
  recommendPlacement?: string;
};

/** What a list remembers for its page view while its cards change: the ids already reported. */
export type EventCardListMemory = { impression?: (eventId: number) => void; recommended?: Set<number> };

/**
 * Reports each card of `list` (one `article` per event, in the order of `events`) the first time it enters the
 * viewport, and the opening of a recommended card (its title link; not the clip button). Returns the stop function.
 */
export function watchEventCards(
  list: HTMLElement,
  events: readonly EventCardData[],
  tracking: EventCardListTracking,
  memory: EventCardListMemory,
): () => void {
  const { impressionList, impressionCategory, recommendPlacement } = tracking;
  if (impressionList !== undefined) memory.impression ??= createImpressionList(impressionList, impressionCategory);
  const recommended = (memory.recommended ??= new Set());
  const cards = [...list.querySelectorAll("article")];
  const recommend = (interaction: "click" | "item-impression", position: number) => {
    const event = events[position];
    if (recommendPlacement === undefined || !event) return;
    trackActionOnRecommend({
      interaction,
      event_id: event.db_id,
      placement: recommendPlacement,
      position,
      category: analyticsCategoryOfEvent(event.category),
    });
  };

  const seen = (position: number) => {
    const event = events[position];
    if (!event) return;
    memory.impression?.(event.db_id);
    if (recommended.has(event.db_id)) return;
    recommended.add(event.db_id);
    recommend("item-impression", position);
  };
  const observer =
    typeof IntersectionObserver === "undefined"
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              seen(cards.indexOf(entry.target as HTMLElement));
            }
          },
          { threshold: INTERSECT_THRESHOLD },
        );
  for (const card of cards) observer?.observe(card);

  const opened = (click: MouseEvent) => {
    const link = (click.target as Element).closest("h3 a");
    const card = link?.closest("article");
    if (card) recommend("click", cards.indexOf(card));
  };
  if (recommendPlacement !== undefined) list.addEventListener("click", opened);
  return () => {
    observer?.disconnect();
    list.removeEventListener("click", opened);
  };
}
