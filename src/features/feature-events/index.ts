/** The feature-events feature as pages, templates and other features see it: import from here, never from its files. */
export { featureEventBreadcrumbs } from "./feature-event-breadcrumbs";
export { FeatureEventView } from "./components/feature-event-view";
