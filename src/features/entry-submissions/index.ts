/**
 * The entrant's submissions as pages and other features see them (issue 32): import from here, never from its files.
 */
export { EnteredSchedulePage } from "./components/entered-schedule-page";
