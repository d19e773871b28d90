import { analyticsCategoryFromPath, type AnalyticsCategory } from "./analytics-category";
import { trackEventImpression } from "./track";

// Imported by path, not re-exported by index.ts: only the lazily loaded event card list watcher needs it.

/** Event cards seen within this long of the first one go out together: one event_impression per list. */
export const IMPRESSION_BATCH_MS = 1000;

type Batch = { list: string; category: AnalyticsCategory; ids: number[] };

const batches = new Map<string, Batch>();
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/** Sends the gathered ids now: one push per list (and category). */
export function flushEventImpressions(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  for (const { list, category, ids } of batches.values()) trackEventImpression({ event_ids: ids, list, category });
  batches.clear();
}

function flushWhenHidden(): void {
  if (document.visibilityState === "hidden") flushEventImpressions();
}

function enqueue(list: string, category: AnalyticsCategory, eventId: number): void {
  if (!listening) {
    // a page being left or put in the background may never run the timer: send what it saw first
    listening = true;
    window.addEventListener("pagehide", flushEventImpressions);
    document.addEventListener("visibilitychange", flushWhenHidden);
  }
  const key = `${list} ${category}`;
  const batch = batches.get(key) ?? { list, category, ids: [] };
  batch.ids.push(eventId);
  batches.set(key, batch);
  timer ??= setTimeout(flushEventImpressions, IMPRESSION_BATCH_MS);
}

/**
 * One list of event cards for one page view: the returned `seen(eventId)` queues a card's id the first time only.
 * `category` is the list's own when it has one; else the page's, read when the card is seen (the batch may go out
 * after a navigation).
 */
export function createImpressionList(list: string, category?: AnalyticsCategory): (eventId: number) => void {
  const seen = new Set<number>();
  return (eventId) => {
    if (seen.has(eventId)) return;
    seen.add(eventId);
    enqueue(list, category ?? analyticsCategoryFromPath(window.location.pathname), eventId);
  };
}
