import { useEffect } from "react";
import { hasSessionHint } from "@/lib/auth/session-hint";
import { recordRecentlyViewedEvent } from "../recently-viewed-events";

/** On an event detail page: remembers the event for a visitor who has not signed in (recommend_events uses it). */
export function RecordRecentlyViewedEvent({ eventId }: { eventId: number }) {
  useEffect(() => {
    if (!hasSessionHint()) recordRecentlyViewedEvent(eventId);
  }, [eventId]);
  return null;
}
