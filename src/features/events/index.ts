/** The events feature as other features see it: import from here, never from its files. */
export { EventCardList } from "./components/event-card-list";
export { EventCard } from "./components/event-card";
export { EventCompanies } from "./detail/components/event-companies";
export { EventScheduleList } from "./detail/components/event-schedule-list";
export { SanitizedHtml } from "./detail/components/sanitized-html";
export { RecommendedEventsSection } from "./components/recommended-events-section";
export { hidePassedDeadlines } from "./hide-passed-deadlines";
export { useHydratedNow } from "./use-hydrated-now";
