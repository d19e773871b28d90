import * as React from "react";
import { EventCardList } from "../../components/event-card-list";
import { analyticsCategoryOfEvent } from "@/lib/analytics";
import type { EventDetailData, EventDetailSchedule } from "@core/events/event-detail-data";
import {
  EntryAnnouncement,
  LotteryRecord,
  ScheduleEntryAction,
  useEventEntries,
  type ActionEvent,
  type EntryActionSchedule,
} from "@/features/entries";
import type { LiveScheduleStates } from "../use-live-schedule-states";
import { ApplicationLink } from "./application-link";
import { DetailSection } from "@/components/detail-page/detail-section";
import { ENTRY_COURSES_FLAG, useFeatureFlag } from "@/lib/feature-flags";
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

/** A build schedule with the schedules API's live state over it, as the entry action reads it. */
function actionSchedule(schedule: EventDetailSchedule, liveStates: LiveScheduleStates): EntryActionSchedule {
  const live = liveStates.get(schedule.db_id);
  return {
    id: schedule.db_id,
    title: schedule.title,
    start_at: schedule.start_at,
    end_at: schedule.end_at,
    time_limit_at: live ? live.time_limit_at : schedule.time_limit_at,
    canceled: live ? live.canceled : schedule.canceled,
    stopped_entry: live ? live.stopped_entry : schedule.stopped_entry,
    has_reached_admission_limit: live ? live.has_reached_admission_limit : schedule.has_reached_admission_limit,
    // Courses are known from the schedules API only; until it answers the action leads to confirm, which redirects.
    has_course: live?.has_course ?? false,
    is_online: schedule.is_online,
    place: schedule.place,
    prefecture: schedule.prefecture,
  };
}

/** What a schedule list with entry actions needs of its event (an event page's or a fair's on its feature event page). */
export type ScheduleEntriesEvent = Pick<
  EventDetailData,
  "db_id" | "category" | "lottery" | "application_url" | "graduate_years" | "schedules"
>;

type EventScheduleEntriesProps = {
  event: ScheduleEntriesEvent;
  liveStates: LiveScheduleStates;
  now: Date | null;
  /** each schedule's entry action for the viewer (false on previews) */
  entryActions?: boolean;
};

/** The schedules with the viewer's entry action on each, the external application link and the lottery records. */
export function EventScheduleEntries({ event, liveStates, now, entryActions = false }: EventScheduleEntriesProps) {
  // Events with application_url take entries on the company's site: the link below is their one action.
  const withActions = entryActions && !event.application_url;
  const entries = useEventEntries(withActions ? event.db_id : null);
  const entryCourses = useFeatureFlag(ENTRY_COURSES_FLAG);
  const actionEvent: ActionEvent = {
    id: event.db_id,
    category: event.category,
    lottery: event.lottery,
    application_url: event.application_url,
    graduate_years: event.graduate_years,
  };
  const schedules = event.schedules.map((schedule) => actionSchedule(schedule, liveStates));
  return (
    <>
      {withActions && <EntryAnnouncement entries={entries} />}
      <EventScheduleList
        schedules={event.schedules}
        lottery={event.lottery}
        liveStates={liveStates}
        now={now}
        renderAction={
          withActions
            ? (schedule) => (
                <ScheduleEntryAction
                  schedule={actionSchedule(schedule, liveStates)}
                  event={actionEvent}
                  schedules={schedules}
                  entries={entries}
                  now={now}
                  entryCourses={entryCourses}
                />
              )
            : undefined
        }
      />
      {event.application_url && (
        <p>
          <ApplicationLink url={event.application_url} eventId={event.db_id} category={event.category} />
        </p>
      )}
      {withActions && event.lottery && (
        <section aria-labelledby={`lottery-heading-${event.db_id}`}>
          <h3 id={`lottery-heading-${event.db_id}`}>抽選について</h3>
          <p>
            締切までのお申し込みは抽選への申し込みです。締切後に公開の手順で抽選し、結果をメールでお知らせします。抽選の種は締切前にハッシュで公開し、抽選後に種と当選順を公開するので、誰でも結果を確かめられます。
          </p>
          {event.schedules
            .filter((schedule) => !schedule.canceled)
            .map((schedule) => (
              <LotteryRecord
                key={schedule.db_id}
                eventId={event.db_id}
                scheduleId={schedule.db_id}
                scheduleTitle={schedule.title ?? "日程"}
              />
            ))}
        </section>
      )}
    </>
  );
}

export function EventSchedulesSection({
  event,
  liveStates,
  now,
  entryActions = false,
}: EventScheduleEntriesProps & { event: EventDetailData }) {
  return (
    <DetailSection id="schedules" heading={`日程（全${event.schedules.length}件）`}>
      <EventScheduleEntries event={event} liveStates={liveStates} now={now} entryActions={entryActions} />
    </DetailSection>
  );
}

/** Other published events of the host company and recommended events of the same industry (build data). */
export function RelatedEventsSections({ event }: { event: EventDetailData }) {
  return (
    <>
      {event.host_company && event.other_published_events.length > 0 && (
        <DetailSection id="other-events" heading={`${event.host_company.name}のその他のイベント`}>
          <EventCardList
            events={event.other_published_events}
            emptyMessage="その他のイベントはありません。"
            impressionList="host_other_events"
            impressionCategory={analyticsCategoryOfEvent(event.category)}
          />
        </DetailSection>
      )}
      {event.recommended_events.length > 0 && (
        <DetailSection id="recommended-events" heading="同じ業界のおすすめイベント">
          <EventCardList
            events={event.recommended_events}
            emptyMessage="おすすめのイベントはありません。"
            impressionList="event_detail_recommended"
            impressionCategory={analyticsCategoryOfEvent(event.category)}
            recommendPlacement="event_detail_recommended"
          />
        </DetailSection>
      )}
    </>
  );
}
