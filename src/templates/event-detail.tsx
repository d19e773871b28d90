import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { RecordRecentlyViewedEvent } from "@/features/registration";
import { requirePageNode } from "@core/require-page-node";
import { EventDetailHead, EventDetailView } from "@/features/events";

export type EventDetailPageContext = { dbId: number };

/** /events/{selection|internship|seminar}/{event_id}: event detail, Reading A. */
export default function EventDetailTemplate({ data }: PageProps<Queries.EventDetailPageQuery, EventDetailPageContext>) {
  const event = requirePageNode(data.event, "Event detail page");
  return (
    <>
      <RecordRecentlyViewedEvent eventId={event.db_id} />
      <EventDetailView event={event} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.EventDetailPageQuery, EventDetailPageContext>) {
  return <EventDetailHead event={requirePageNode(data.event, "Event detail page")} location={location} />;
}

export const query = graphql`
  query EventDetailPage($dbId: Int!) {
    event(db_id: { eq: $dbId }) {
      ...EventDetailFields
    }
  }
`;
