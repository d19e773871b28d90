import type { Config } from "@netlify/functions";
import { onlineCheckinRoutes } from "../server/checkin/online/online-routes";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes(onlineCheckinRoutes, { auth: viewerAuth });

export const config: Config = {
  path: ["/api/v1/events/:event_id/event_in/attend_url", "/api/v1/events/:event_id/event_in/live"],
};
