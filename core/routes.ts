import { toRouteCategory, type EventCategory } from "./event-category";
import { buildPlpPath, type PlpParams } from "./plp-params";

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

export function featureEventPath(featureEventId: number): string {
  return `/feature_events/${featureEventId}`;
}

/** A filtered, paged listing: /events/{category}/gy-…/ind-…/pref-…/page-… (scheme in plp-params.ts). */
export function eventListingPath(params: PlpParams): string {
  return buildPlpPath(params);
}
