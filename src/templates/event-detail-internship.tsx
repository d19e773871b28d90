import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { RecordRecentlyViewedEvent } from "@/features/registration";
import { requirePageNode } from "@core/require-page-node";
import { EventDetailHead, InternshipRenewedView } from "@/features/events";

export type InternshipDetailPageContext = { dbId: number; showSummaryImages: boolean };

/** /events/internship/{event_id} while `internship_renewal` is on: the renewed page, Reading B. */
export default function InternshipDetailTemplate({
  data,
  pageContext,
}: PageProps<Queries.InternshipDetailPageQuery, InternshipDetailPageContext>) {
  const event = requirePageNode(data.event, "Event detail page");
  return (
    <>
      <RecordRecentlyViewedEvent eventId={event.db_id} />
      <InternshipRenewedView event={event} showSummaryImages={pageContext.showSummaryImages} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.InternshipDetailPageQuery, InternshipDetailPageContext>) {
  return <EventDetailHead event={requirePageNode(data.event, "Event detail page")} location={location} />;
}

export const query = graphql`
  query InternshipDetailPage($dbId: Int!) {
    event(db_id: { eq: $dbId }) {
      ...EventDetailFields
    }
  }
`;
