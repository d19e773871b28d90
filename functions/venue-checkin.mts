import type { Config } from "@netlify/functions";
import { venueCheckinRoutes } from "../server/checkin/checkin-routes";
import { serveRoutes } from "../server/http/serve-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes(venueCheckinRoutes, { auth: viewerAuth });

export const config: Config = {
  path: [
    "/api/v1/events/:event_id/event_in/attend",
    "/api/v1/event_attendance",
    "/api/v1/events/:event_id/event_reviews",
  ],
};
