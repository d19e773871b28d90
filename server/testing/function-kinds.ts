/** Functions that answer pages, not API calls: they carry no API routes. */
export const PAGE_FUNCTIONS: ReadonlySet<string> = new Set(["event-pages", "preview-event-pages", "dev-outbox"]);

/** Functions that answer images (the proxy and the media store's originals): no API routes, no ajax marker. */
export const MEDIA_FUNCTIONS: ReadonlySet<string> = new Set(["image-proxy", "media"]);

/** Netlify scheduled functions (`config.schedule`): run on a timer, no path, no routes. */
export const SCHEDULED_FUNCTIONS: ReadonlySet<string> = new Set(["chat-unread-mails", "lottery-draw", "mark-absences"]);

/** Whether `functions/<name>.mts` serves API routes (serveRoutes). */
export function isApiFunction(name: string): boolean {
  return !PAGE_FUNCTIONS.has(name) && !MEDIA_FUNCTIONS.has(name) && !SCHEDULED_FUNCTIONS.has(name);
}
