/**
 * Events sent as recently viewed (PUT …/recently_viewed_events), at most. A file of its own so that the event detail
 * pages, which record the events a visitor opens, do not load the registration field rules with it.
 */
export const RECENTLY_VIEWED_EVENTS_MAX = 20;
