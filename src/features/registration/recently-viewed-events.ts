import { RECENTLY_VIEWED_EVENTS_MAX } from "@core/registration/recently-viewed-events-max";

/**
 * Events a visitor opened before signing up, kept in this browser (localStorage: event ids only, newest first, at
 * most RECENTLY_VIEWED_EVENTS_MAX) and sent with PUT …/recently_viewed_events on the recommend_events step.
 */
export const RECENTLY_VIEWED_EVENTS_KEY = "mirai_recently_viewed_events";
export { RECENTLY_VIEWED_EVENTS_MAX };

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readRecentlyViewedEvents(storage: Storage | null = browserStorage()): number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENTLY_VIEWED_EVENTS_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((id): id is number => Number.isInteger(id) && id > 0))].slice(
      0,
      RECENTLY_VIEWED_EVENTS_MAX,
    );
  } catch {
    return [];
  }
}

export function recordRecentlyViewedEvent(eventId: number, storage: Storage | null = browserStorage()): void {
  if (!storage || !Number.isInteger(eventId) || eventId <= 0) return;
  const ids = [eventId, ...readRecentlyViewedEvents(storage).filter((id) => id !== eventId)].slice(
    0,
    RECENTLY_VIEWED_EVENTS_MAX,
  );
  try {
    storage.setItem(RECENTLY_VIEWED_EVENTS_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or disabled: nothing is recorded.
  }
}
