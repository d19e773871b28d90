import * as React from "react";
import { EventCardList, EventCompanies, EventScheduleList, SanitizedHtml, useHydratedNow } from "@/features/events";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import { DetailSection } from "@/components/detail-page/detail-section";
import { FEATURE_EVENT_IMAGE } from "@/components/detail-page/detail-page-images";
import * as styles from "@/components/detail-page/detail-page.module.css";
import { ResponsiveImage } from "@/components/responsive-image/responsive-image";
import { featureEventBreadcrumbs } from "../feature-event-breadcrumbs";
import type { FeatureEventData, FeatureEventEvent } from "../feature-event-data";

const noLiveStates = new Map();

type FeatureEventViewProps = {
  featureEvent: FeatureEventData;
  /**
   * A joint fair's schedules with their entry actions (the template passes the events feature's FairScheduleEntries);
   * without it a fair's schedules are listed like any other event's.
   */
  renderFairSchedules?: (event: FeatureEventEvent, now: Date | null) => React.ReactNode;
};

/** /feature_events/{id}: a curated collection, or one joint fair, with its companies, schedules and events. */
export function FeatureEventView({ featureEvent, renderFairSchedules }: FeatureEventViewProps) {
  const now = useHydratedNow();
  const single = featureEvent.events.length === 1;
  return (
    <article className={`container ${styles.page}`}>
      <Breadcrumbs items={featureEventBreadcrumbs(featureEvent)} />
      <header className={styles.header}>
        <h1 className={styles.title}>{featureEvent.title}</h1>
        {featureEvent.image_url && (
          <ResponsiveImage
            className={styles.eyeCatch}
            src={featureEvent.image_url}
            alt=""
            {...FEATURE_EVENT_IMAGE}
            priority
          />
        )}
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
            {event.category === "gosetsu" && renderFairSchedules ? (
              renderFairSchedules(event, now)
            ) : (
              <EventScheduleList
                schedules={event.schedules}
                lottery={event.lottery}
                liveStates={noLiveStates}
                now={now}
              />
            )}
          </section>
        ))}
      </DetailSection>
      <DetailSection id="events" heading="掲載イベント">
        <EventCardList
          events={featureEvent.events}
          emptyMessage="現在掲載中のイベントはありません。"
          impressionList="feature_event"
        />
      </DetailSection>
    </article>
  );
}
