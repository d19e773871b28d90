import type { Config } from "@netlify/functions";
import { onlineCheckinRoutes } from "../server/checkin/online/online-routes";
import { serveRoutes } from "../server/http/serve-routes";

export default serveRoutes(onlineCheckinRoutes);

export const config: Config = {
  path: ["/api/v1/events/:event_id/event_in/attend_url", "/api/v1/events/:event_id/event_in/live"],
};
