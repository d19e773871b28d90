import { eventCategories, type EventCategory } from "@core/event-category";

/** The company's events per category in the spec's category order, categories without events left out; order kept. */
export function eventsByCategory<T extends { category: EventCategory }>(
  events: readonly T[],
): Array<{ category: EventCategory; events: T[] }> {
  return eventCategories
    .map((category) => ({ category, events: events.filter((event) => event.category === category) }))
    .filter((group) => group.events.length > 0);
}
