import * as React from "react";
import { EngagementToggle } from "./engagement-toggle";

function BookmarkIcon() {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="currentColor">
      <path d="M6 2h12a1 1 0 0 1 1 1v19l-7-4.5L5 22V3a1 1 0 0 1 1-1z" />
    </svg>
  );
}

/** 保存する / 保存済み for an event (spec §3 `clipped`, `bookmark_id`). */
export function ClipButton({ eventId, eventTitle }: { eventId: number; eventTitle?: string }) {
  return (
    <EngagementToggle
      variant="clip"
      target={`clip:${eventId}`}
      pressed={(snapshot) => snapshot.clippedEventIds.has(eventId)}
      onToggle={(store, next) => store.setClip(eventId, next)}
      labelOff="保存する"
      labelOn="保存済み"
      subject={eventTitle}
      icon={<BookmarkIcon />}
    />
  );
}
