import { toRouteCategory, type EventCategory } from "./event-category";

// Plain code: this module ships in the browser, the preview page function and `npm run preview-link`.

/**
 * Where the preview page shell is prerendered, outside /preview_events/: the /preview_events/* function reads it
 * (with the shell cookie, netlify.toml) and serves it for valid links only; on its own it answers 404.
 */
export const PREVIEW_SHELL_PATH = "/_shells/preview-event";

/** Client-side route of the shell, so Gatsby's router renders it for every preview path it was served at. */
export const PREVIEW_SHELL_MATCH_PATH = "/preview_events/*";

/** /preview_events/{route category}/{event_id}; the signed token goes in `?token=`. */
export function previewEventPath(category: EventCategory, eventId: number): string {
  return `/preview_events/${toRouteCategory(category)}/${eventId}`;
}
