import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { RecordRecentlyViewedEvent } from "../features/registration/components/record-recently-viewed-event";
import type { EventDetailData } from "../domain/events/event-detail-data";
import { EventDetailHead } from "../features/events/detail/components/event-detail-head";
import { EventDetailView } from "../features/events/detail/components/event-detail-view";

export type EventDetailPageData = { event: EventDetailData };
export type EventDetailPageContext = { dbId: number };

/** /events/{selection|internship|seminar}/{event_id}: event detail, Reading A. */
export default function EventDetailTemplate({ data }: PageProps<EventDetailPageData, EventDetailPageContext>) {
  return (
    <>
      <RecordRecentlyViewedEvent eventId={data.event.db_id} />
      <EventDetailView event={data.event} />
    </>
  );
}

export function Head({ data }: HeadProps<EventDetailPageData, EventDetailPageContext>) {
  return <EventDetailHead event={data.event} />;
}

export const query = graphql`
  query EventDetailPage($dbId: Int!) {
    event(db_id: { eq: $dbId }) {
      ...EventDetailFields
    }
  }
`;
