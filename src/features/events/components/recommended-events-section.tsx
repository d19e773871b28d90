import * as React from "react";
import type { RecommendedEventsResponse } from "@core/api/event-recommendations";
import { apiPaths } from "@core/api-paths";
import type { EventCategory } from "@core/event-category";
import type { EventCardData } from "@core/events/event-card-data";
import { eventListItemToCard } from "@core/events/event-list-item-to-card";
import { analyticsCategoryOfEvent } from "@/lib/analytics";
import { api, type ApiRequester } from "@/lib/api";
import { EventCardList } from "./event-card-list";
import * as styles from "@/components/detail-page/detail-page.module.css";

export const RECOMMENDED_EVENTS_SHOWN = 4;

/** GET /api/v1/recommended_events?event_id=…&company_ids[]=…&event_category=…[&graduate_year=…] */
export function fetchRecommendedEvents(
  client: ApiRequester,
  query: { eventId: number; companyIds: readonly number[]; category: EventCategory; per: number; graduateYear?: number | null },
  signal?: AbortSignal,
): Promise<RecommendedEventsResponse> {
  return client.request({
    path: apiPaths.recommendedEvents,
    query: {
      event_id: query.eventId,
      company_ids: [...query.companyIds],
      event_category: query.category,
      per: query.per,
      ...(query.graduateYear == null ? {} : { graduate_year: query.graduateYear }),
    },
    signal,
  });
}

type RecommendedEventsSectionProps = {
  eventId: number;
  companyIds: readonly number[];
  category: EventCategory;
  /** the student's graduation year: only events for it (or for every year) are suggested */
  graduateYear?: number | null;
  client?: ApiRequester;
};

/**
 * Events like this one (same category, similar companies), fetched in the browser after an entry. Nothing is shown
 * while loading, without companies, without results or when the call fails.
 */
export function RecommendedEventsSection({ eventId, companyIds, category, graduateYear = null, client = api }: RecommendedEventsSectionProps) {
  const [events, setEvents] = React.useState<EventCardData[]>([]);
  const companyKey = companyIds.join(",");
  React.useEffect(() => {
    if (companyKey === "") return;
    const controller = new AbortController();
    fetchRecommendedEvents(client, { eventId, companyIds: companyKey.split(",").map(Number), category, per: RECOMMENDED_EVENTS_SHOWN, graduateYear }, controller.signal)
      .then((response) => setEvents(response.recommended_events.map(eventListItemToCard)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn("recommended events: fetch failed", error);
      });
    return () => controller.abort();
  }, [client, eventId, companyKey, category, graduateYear]);

  if (events.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recommended-after-entry">
      <h2 id="recommended-after-entry">こちらのイベントもおすすめです</h2>
      <EventCardList
        events={events}
        emptyMessage="おすすめのイベントはありません。"
        impressionList="entry_complete_recommended"
        impressionCategory={analyticsCategoryOfEvent(category)}
        recommendPlacement="entry_complete_recommended"
      />
    </section>
  );
}
