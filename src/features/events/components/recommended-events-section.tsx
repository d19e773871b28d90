import * as React from "react";
import { apiPaths } from "@core/api-paths";
import type { EventCategory } from "@core/event-category";
import { eventListItemToCard } from "@core/events/event-list-item-to-card";
import { analyticsCategoryOfEvent } from "@/lib/analytics";
import { api, type ApiRequester } from "@/lib/api";
import { apiQuery, useApiQuery } from "@/lib/data";
import { EventCardList } from "./event-card-list";
import * as styles from "@/components/detail-page/detail-page.module.css";

export const RECOMMENDED_EVENTS_SHOWN = 4;

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
export function RecommendedEventsSection({
  eventId,
  companyIds,
  category,
  graduateYear = null,
  client = api,
}: RecommendedEventsSectionProps) {
  const query = useApiQuery({
    ...apiQuery(
      apiPaths.recommendedEvents,
      {
        query: {
          event_id: eventId,
          company_ids: [...companyIds],
          event_category: category,
          per: RECOMMENDED_EVENTS_SHOWN,
          ...(graduateYear == null ? {} : { graduate_year: graduateYear }),
        },
      },
      client,
    ),
    enabled: companyIds.length > 0,
    meta: { onFailure: (error) => console.warn("recommended events: fetch failed", error) },
  });
  const events = React.useMemo(() => query.data?.recommended_events.map(eventListItemToCard) ?? [], [query.data]);

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
