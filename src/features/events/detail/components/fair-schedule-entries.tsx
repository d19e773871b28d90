import * as React from "react";
import { useLiveScheduleStates } from "../use-live-schedule-states";
import { EventScheduleEntries, type ScheduleEntriesEvent } from "./event-detail-shared";

/**
 * A joint fair's schedules on its feature event page (a fair has no detail page: students enter it there), with the
 * same entry actions and live seats as an event page's. The feature event template passes it to FeatureEventView;
 * it is not in the events index, which every listing page loads (docs/decisions/fairs-entered-on-feature-page.md).
 */
export function FairScheduleEntries({ event, now }: { event: ScheduleEntriesEvent; now: Date | null }) {
  const liveStates = useLiveScheduleStates(event.db_id);
  return <EventScheduleEntries event={event} liveStates={liveStates} now={now} entryActions />;
}
