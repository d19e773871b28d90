import * as React from "react";
import { EventDetailView } from "../detail/components/event-detail-view";
import { InternshipRenewedView } from "../detail/components/internship-renewed-view";
import { PreviewBanner } from "./preview-banner";
import type { PreviewPayload } from "../../../domain/events/preview-payload";

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
      {payload.reading === "b" ? (
        <InternshipRenewedView event={event} showSummaryImages={payload.showSummaryImages} refreshSchedules={false} />
      ) : (
        <EventDetailView event={event} refreshSchedules={false} />
      )}
    </>
  );
}
