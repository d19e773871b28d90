/** Sponsored (PR) sections of promoted events, as other features see them. */
export { PromotedEventsSection } from "./components/promoted-events-section";
