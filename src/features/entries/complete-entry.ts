import type { MyEntry } from "@core/api/entries";

/**
 * Which entry the complete page shows: the one handed over in history state when it belongs to this event, else
 * the student's latest live entry of the event (by `created_at`), else null.
 */
export function pickCompletedEntry(
  entries: readonly MyEntry[],
  eventId: number,
  entryId: number | null,
): MyEntry | null {
  const ofEvent = entries.filter((item) => item.event.id === eventId && item.entry.state !== "canceled");
  if (entryId !== null) {
    const handed = ofEvent.find((item) => item.entry.id === entryId);
    if (handed) return handed;
  }
  return ofEvent.reduce<MyEntry | null>(
    (latest, item) => (latest === null || item.entry.created_at > latest.entry.created_at ? item : latest),
    null,
  );
}

/** The entry id a history state carries (`navigate(…, { state: { entryId } })`), or null. */
export function entryIdFromHistoryState(state: unknown): number | null {
  if (typeof state !== "object" || state === null) return null;
  const value = (state as { entryId?: unknown }).entryId;
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;
}
