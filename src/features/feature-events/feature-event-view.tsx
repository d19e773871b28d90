import * as React from "react";
import { EventCardList } from "../events";
import { Breadcrumbs } from "../../components/detail-page/breadcrumbs";
import { DetailSection } from "../../components/detail-page/detail-section";
import * as styles from "../../components/detail-page/detail-page.module.css";
import { EventCompanies } from "../events";
import { EventScheduleList } from "../events";
import { SanitizedHtml } from "../events";
import { useHydratedNow } from "../events";
// The schedule list with entry actions, from its file: the events index is in the first load of every listing page,
// and naming this there would put the entries feature in all of them.
import { EventScheduleEntries } from "../events/detail/components/event-detail-shared";
import { useLiveScheduleStates } from "../events/detail/use-live-schedule-states";
import { featureEventBreadcrumbs } from "./feature-event-breadcrumbs";
import type { FeatureEventData, FeatureEventEvent } from "./feature-event-data";

const noLiveStates = new Map();

/**
 * A joint fair has no detail page: its feature event page is where students enter it, so its schedules carry the
 * same entry actions (with live seats) as an event page's.
 */
function FairScheduleEntries({ event, now }: { event: FeatureEventEvent; now: Date | null }) {
  const liveStates = useLiveScheduleStates(event.db_id);
  return <EventScheduleEntries event={event} liveStates={liveStates} now={now} entryActions />;
}

/** /feature_events/{id}: a curated collection, or one joint fair, with its companies, schedules and events. */
export function FeatureEventView({ featureEvent }: { featureEvent: FeatureEventData }) {
  const now = useHydratedNow();
  const single = featureEvent.events.length === 1;
  return (
    <article className={`container ${styles.page}`}>
      <Breadcrumbs items={featureEventBreadcrumbs(featureEvent)} />
      <header className={styles.header}>
        <h1 className={styles.title}>{featureEvent.title}</h1>
        {featureEvent.image_url && <img className={styles.eyeCatch} src={featureEvent.image_url} alt="" width={640} height={336} decoding="async" />}
      </header>
      <SanitizedHtml html={featureEvent.description_html} />
      {featureEvent.companies.length > 0 && (
        <DetailSection id="participating-companies" heading={`参加企業（${featureEvent.companies.length}社）`}>
          <EventCompanies companies={featureEvent.companies} />
        </DetailSection>
      )}
      <DetailSection id="schedules" heading="開催日程">
        {featureEvent.events.length === 0 && <p>現在掲載中の日程はありません。</p>}
        {featureEvent.events.map((event) => (
          <section key={event.db_id} aria-label={event.title}>
            {!single && <h3>{event.title}</h3>}
            {event.category === "gosetsu" ? (
              <FairScheduleEntries event={event} now={now} />
            ) : (
              <EventScheduleList schedules={event.schedules} lottery={event.lottery} liveStates={noLiveStates} now={now} />
            )}
          </section>
        ))}
      </DetailSection>
      <DetailSection id="events" heading="掲載イベント">
        <EventCardList events={featureEvent.events} emptyMessage="現在掲載中のイベントはありません。" />
      </DetailSection>
    </article>
  );
}
