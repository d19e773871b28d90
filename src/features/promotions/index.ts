/** The promotions feature (sponsored "PR" sections of promoted events) as pages, templates and other features see it: import from here. */
export { PromotedEventsSection } from "./components/promoted-events-section";
