import type { SourceEventRow } from "../schemas/event-row";
import type { SourceScheduleRow } from "../schemas/schedule-row";
import { findClosestSchedule } from "./closest-schedule";

export const RELATED_EVENTS_SHOWN = 4;

export type RelatedEventIds = { other_published_event_db_ids: number[]; recommended_event_db_ids: number[] };

/** Open events first, then the most clipped, then the newest id: the order both related lists use. */
function rankEvents(events: readonly SourceEventRow[], isOpen: (eventId: number) => boolean): SourceEventRow[] {
  return [...events].sort(
    (a, b) => Number(isOpen(b.id)) - Number(isOpen(a.id)) || b.clip_count - a.clip_count || b.id - a.id,
  );
}

function groupBy(
  events: readonly SourceEventRow[],
  key: (event: SourceEventRow) => number | null,
): Map<number, SourceEventRow[]> {
  const groups = new Map<number, SourceEventRow[]>();
  for (const event of events) {
    const value = key(event);
    if (value === null) continue;
    const list = groups.get(value);
    if (list) list.push(event);
    else groups.set(value, [event]);
  }
  return groups;
}

function pick(ranked: readonly SourceEventRow[] | undefined, accept: (event: SourceEventRow) => boolean): number[] {
  const ids: number[] = [];
  for (const event of ranked ?? []) {
    if (ids.length === RELATED_EVENTS_SHOWN) break;
    if (accept(event)) ids.push(event.id);
  }
  return ids;
}

/**
 * For each event: other published events of its host company, and recommended events of the same industry
 * (business category) from other companies that are still open for entry. Ranked once per group, so the whole pass stays linear.
 */
export function buildRelatedEventIds(
  events: readonly SourceEventRow[],
  schedulesByEvent: ReadonlyMap<number, readonly SourceScheduleRow[]>,
  now: Date,
): Map<number, RelatedEventIds> {
  const openIds = new Set(
    events
      .filter((event) => findClosestSchedule(schedulesByEvent.get(event.id) ?? [], now) !== null)
      .map((event) => event.id),
  );
  const isOpen = (eventId: number) => openIds.has(eventId);
  const byHost = new Map(
    [...groupBy(events, (e) => e.host_company_id)].map(([key, list]) => [key, rankEvents(list, isOpen)]),
  );
  const byIndustry = new Map(
    [...groupBy(events, (e) => (e.category === "gosetsu" ? null : e.business_category_id))].map(([key, list]) => [
      key,
      rankEvents(list, isOpen),
    ]),
  );

  const related = new Map<number, RelatedEventIds>();
  for (const event of events) {
    const host = event.host_company_id;
    related.set(event.id, {
      other_published_event_db_ids: host === null ? [] : pick(byHost.get(host), (other) => other.id !== event.id),
      recommended_event_db_ids:
        event.business_category_id === null
          ? []
          : pick(
              byIndustry.get(event.business_category_id),
              (other) => other.id !== event.id && isOpen(other.id) && (host === null || other.host_company_id !== host),
            ),
    });
  }
  return related;
}
