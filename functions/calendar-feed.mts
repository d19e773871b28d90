import type { Config } from "@netlify/functions";
import { calendarFeedRoutes } from "../server/entries/entry-routes";
import { serveRoutes } from "../server/platform/http/serve-routes";

/** Calendar apps subscribe here: no session and no ajax marker (the route is declared `ajaxMarker: false`). */
export default serveRoutes(calendarFeedRoutes);

export const config: Config = {
  path: ["/api/v1/calendar/:feed_file"],
};
