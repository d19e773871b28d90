import * as React from "react";
import { useHydratedNow } from "../../use-hydrated-now";
import { eventBreadcrumbs } from "../event-breadcrumbs";
import type { EventDetailData } from "@core/events/event-detail-data";
import { useLiveScheduleStates } from "../use-live-schedule-states";
import { withoutLeadingHeading } from "../without-leading-heading";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import { DescriptionItems } from "./description-items";
import { DetailSection } from "@/components/detail-page/detail-section";
import * as styles from "@/components/detail-page/detail-page.module.css";
import { EventCompaniesSections, EventSchedulesSection, RelatedEventsSections } from "./event-detail-shared";
import { EventHeader } from "./event-header";
import { SanitizedHtml } from "./sanitized-html";

const DESCRIPTION_HEADING = "イベント概要";

/** Event detail, Reading A (selection, seminar, and internship without the renewal). */
export function EventDetailView({
  event,
  refreshSchedules = true,
}: {
  event: EventDetailData;
  refreshSchedules?: boolean;
}) {
  const liveStates = useLiveScheduleStates(refreshSchedules ? event.db_id : null);
  const now = useHydratedNow();
  return (
    <article className={`container ${styles.page}`} data-reading="a">
      <Breadcrumbs items={eventBreadcrumbs(event)} />
      <EventHeader event={event} />
      <EventCompaniesSections event={event} />
      <DetailSection id="description" heading={DESCRIPTION_HEADING}>
        <SanitizedHtml html={withoutLeadingHeading(event.description_html, DESCRIPTION_HEADING)} />
        <DescriptionItems items={event.description_items} />
      </DetailSection>
      <EventSchedulesSection event={event} liveStates={liveStates} now={now} entryActions={refreshSchedules} />
      <RelatedEventsSections event={event} />
    </article>
  );
}
