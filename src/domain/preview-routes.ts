import { toRouteCategory, type EventCategory } from "./event-category";

// Plain code: this module ships in the browser, the preview page function and `npm run preview-link`.

/** Where the preview page shell is prerendered; the /preview_events/* function serves it for valid links only. */
export const PREVIEW_SHELL_PATH = "/preview_events/__shell";

/** Client-side route of the shell, so Gatsby's router renders it for every preview path it was served at. */
export const PREVIEW_SHELL_MATCH_PATH = "/preview_events/*";

/** /preview_events/{route category}/{event_id}; the signed token goes in `?token=`. */
export function previewEventPath(category: EventCategory, eventId: number): string {
  return `/preview_events/${toRouteCategory(category)}/${eventId}`;
}
