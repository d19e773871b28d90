export { eventListingRoutes } from "./event-listing-routes";
export { loadEventListItems, serializeEventListItem } from "./event-list-item";
