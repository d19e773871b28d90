import type { Config } from "@netlify/functions";
import { entryRoutes } from "../server/entries/entry-routes";
import { serveRoutes } from "../server/http/serve-routes";

export default serveRoutes(entryRoutes);

export const config: Config = {
  path: [
    "/api/v1/events/:event_id/schedules/:schedule_id/entries",
    "/api/v1/entries",
    "/api/v1/entries/:entry_id",
    "/api/v1/entries/:entry_id/calendar.ics",
    "/api/v1/calendar_feed",
    "/api/v1/events/:event_id/schedules/:schedule_id/waitlist",
    "/api/v1/entries/:entry_id/seat",
  ],
};
