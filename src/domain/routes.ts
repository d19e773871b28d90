import { toRouteCategory, type EventCategory } from "./event-category";

/** Route builders. Links never carry a trailing slash. */

export function eventListPath(category: EventCategory): string {
  return `/events/${toRouteCategory(category)}`;
}

export function eventPath(category: EventCategory, eventId: number): string {
  return `${eventListPath(category)}/${eventId}`;
}

export function companyPath(companyId: number): string {
  return `/companies/${companyId}`;
}
