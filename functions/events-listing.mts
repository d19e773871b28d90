import type { Config } from "@netlify/functions";
import { eventListingRoutes } from "../server/events/listing/event-listing-routes";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes(eventListingRoutes, { auth: viewerAuth });

export const config: Config = {
  path: [
    "/api/v1/events",
    "/api/v1/events/free_word_search",
    "/api/v1/events/joint_job_fairs",
    "/api/v1/events/joint_job_fairs/free_word_search",
    "/api/v1/pickup_events",
    "/api/v1/events/past_events",
    "/app_api/v1/mirai_hosting_events",
    "/app_api/v1/events/free_word_search",
  ],
};
