import * as React from "react";
import { EventCardList } from "../../components/event-card-list";
import type { EventDetailData } from "../../../../domain/events/event-detail-data";
import type { LiveScheduleStates } from "../use-live-schedule-states";
import { ApplicationLink } from "./application-link";
import { DetailSection } from "../../../../components/detail-page/detail-section";
import { EventCompanies } from "./event-companies";
import { EventScheduleList } from "./event-schedule-list";

/** Participating companies other than the host (joint events list many). */
export function participatingCompanies(event: EventDetailData) {
  return event.companies.filter((company) => company.db_id !== event.host_company?.db_id);
}

/** Host and participating companies. */
export function EventCompaniesSections({ event }: { event: EventDetailData }) {
  const participants = participatingCompanies(event);
  return (
    <>
      {event.host_company && (
        <DetailSection id="host-company" heading="主催企業">
          <EventCompanies companies={[event.host_company]} followable />
        </DetailSection>
      )}
      {participants.length > 0 && (
        <DetailSection id="participating-companies" heading={`参加企業（${participants.length}社）`}>
          <EventCompanies companies={participants} />
        </DetailSection>
      )}
    </>
  );
}

export function EventSchedulesSection({ event, liveStates, now }: { event: EventDetailData; liveStates: LiveScheduleStates; now: Date | null }) {
  return (
    <DetailSection id="schedules" heading={`日程（全${event.schedules.length}件）`}>
      <EventScheduleList schedules={event.schedules} lottery={event.lottery} liveStates={liveStates} now={now} />
      {event.application_url && (
        <p>
          <ApplicationLink url={event.application_url} />
        </p>
      )}
    </DetailSection>
  );
}

/** Other published events of the host company and recommended events of the same industry (build data). */
export function RelatedEventsSections({ event }: { event: EventDetailData }) {
  return (
    <>
      {event.host_company && event.other_published_events.length > 0 && (
        <DetailSection id="other-events" heading={`${event.host_company.name}のその他のイベント`}>
          <EventCardList events={event.other_published_events} emptyMessage="その他のイベントはありません。" />
        </DetailSection>
      )}
      {event.recommended_events.length > 0 && (
        <DetailSection id="recommended-events" heading="同じ業界のおすすめイベント">
          <EventCardList events={event.recommended_events} emptyMessage="おすすめのイベントはありません。" />
        </DetailSection>
      )}
    </>
  );
}
