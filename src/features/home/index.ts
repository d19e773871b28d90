/** The home feature as pages, templates and other features see it: import from here, never from its files. */
export { HomeHero } from "./components/home-hero";
export { HomeSection } from "./components/home-section";
export { DeadlineSoonEvents } from "./components/deadline-soon-events";
export { TopAds } from "./components/top-ads";
export { graduateYearLabels } from "./graduate-year-labels";
