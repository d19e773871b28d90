import * as React from "react";
import { PreviewBanner } from "./preview-banner";
import type { PreviewPayload } from "@core/events/preview-payload";

// A preview needs one of the two views, known only from its payload: each is loaded when needed, from the chunks the
// event pages share, instead of both with the preview shell (its first-load budget).
const EventDetailView = React.lazy(() =>
  import("../detail/components/event-detail-view").then(({ EventDetailView }) => ({ default: EventDetailView })),
);
const InternshipRenewedView = React.lazy(() =>
  import("../detail/components/internship-renewed-view").then(({ InternshipRenewedView }) => ({
    default: InternshipRenewedView,
  })),
);

/** "【プレビュー】{event title}": the tab says it is a preview too. */
export function previewTitle(eventTitle: string): string {
  return `【プレビュー】${eventTitle}`;
}

/**
 * A preview: the banner, then the event exactly as the detail page renders it (Reading B for internships while
 * `internship_renewal` is on). Schedule states are the request-time ones and are not refreshed from the public API.
 */
export function PreviewEventView({ payload }: { payload: PreviewPayload }) {
  const { event } = payload;
  return (
    <>
      <PreviewBanner published={payload.published} expiresAt={payload.expiresAt} />
      <React.Suspense fallback={<div aria-busy="true" style={{ minHeight: "150vh" }} />}>
        {payload.reading === "b" ? (
          <InternshipRenewedView event={event} showSummaryImages={payload.showSummaryImages} refreshSchedules={false} />
        ) : (
          <EventDetailView event={event} refreshSchedules={false} />
        )}
      </React.Suspense>
    </>
  );
}
