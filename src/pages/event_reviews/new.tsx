import type { HeadFC, PageProps } from "gatsby";
import * as React from "react";
import { SeoHead } from "@/components/seo";
import { ATTENDEE_REVIEW_PATH, parseEventIdQuery } from "@core/checkin/checkin-routes";
import { AttendeeReviewPage, PageStatus } from "@/features/checkin";

/**
 * /event_reviews/new?event_id={id}: an attendee writes a review of the event (体験記), rendered in the browser (the
 * event comes from the query and the companies from the student's attendance: noindex).
 */
export default function NewEventReviewPage({ location }: PageProps) {
  const [eventId, setEventId] = React.useState<number | null | undefined>(undefined);
  React.useEffect(() => setEventId(parseEventIdQuery(location.search)), [location.search]);
  return eventId === undefined ? <PageStatus /> : <AttendeeReviewPage eventId={eventId} />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="体験記を書く"
    description="参加したイベントの体験記を投稿できます。"
    path={ATTENDEE_REVIEW_PATH}
    noindex
    nofollow
  />
);
