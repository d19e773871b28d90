import { hasTakenPlace } from "@core/event-card-facts";

/** How many past events the company page shows (the most recent). */
export const PAST_EVENTS_SHOWN = 6;

type WithLastStart = { last_start_at: string | null };

/**
 * The company page's events split by the past-events rule (core hasTakenPlace, the same as GET
 * /api/v1/events/past_events): `upcoming` keeps the given order; `past` is the most recent PAST_EVENTS_SHOWN,
 * latest start first. `nowMs`: the build time while prerendering and hydrating, then the browser's time.
 */
export function pastAndUpcoming<Event extends WithLastStart>(
  events: readonly Event[],
  nowMs: number,
): { upcoming: Event[]; past: Event[]; pastCount: number } {
  const lastStart = (event: Event) => (event.last_start_at === null ? null : Date.parse(event.last_start_at));
  const upcoming = events.filter((event) => !hasTakenPlace(lastStart(event), nowMs));
  const past = events
    .filter((event) => hasTakenPlace(lastStart(event), nowMs))
    .sort((a, b) => lastStart(b)! - lastStart(a)!);
  return { upcoming, past: past.slice(0, PAST_EVENTS_SHOWN), pastCount: past.length };
}
