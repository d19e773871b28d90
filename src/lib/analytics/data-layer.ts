/** Spec §9 analytics event names this code sends. */
export type AnalyticsEventName =
  | "follow-company"
  | "unfollow-company"
  | "student-endeavor-update-suggested"
  | "student-endeavor-updated"
  | "entry-via-external-link"
  | "click-google-calendar-via-entry";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Pushes an analytics event to the tag manager's `window.dataLayer` (created when the tag manager has not loaded,
 * which it does only in production and staging: spec §9). The project has no other analytics helper yet.
 */
export function pushAnalyticsEvent(event: AnalyticsEventName, params: Readonly<Record<string, string | number>>): void {
  if (typeof window === "undefined") return;
  const target = window as DataLayerWindow;
  (target.dataLayer ??= []).push({ event, ...params });
}
