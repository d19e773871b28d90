import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { RecordRecentlyViewedEvent } from "../features/registration/components/record-recently-viewed-event";
import type { EventDetailData } from "../domain/events/event-detail-data";
import { EventDetailHead } from "../features/events/detail/components/event-detail-head";
import { InternshipRenewedView } from "../features/events/detail/components/internship-renewed-view";

export type InternshipDetailPageData = { event: EventDetailData };
export type InternshipDetailPageContext = { dbId: number; showSummaryImages: boolean };

/** /events/internship/{event_id} while `internship_renewal` is on: the renewed page, Reading B. */
export default function InternshipDetailTemplate({ data, pageContext }: PageProps<InternshipDetailPageData, InternshipDetailPageContext>) {
  return (
    <>
      <RecordRecentlyViewedEvent eventId={data.event.db_id} />
      <InternshipRenewedView event={data.event} showSummaryImages={pageContext.showSummaryImages} />
    </>
  );
}

export function Head({ data }: HeadProps<InternshipDetailPageData, InternshipDetailPageContext>) {
  return <EventDetailHead event={data.event} />;
}

export const query = graphql`
  query InternshipDetailPage($dbId: Int!) {
    event(db_id: { eq: $dbId }) {
      ...EventDetailFields
    }
  }
`;
