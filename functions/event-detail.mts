import type { Config } from "@netlify/functions";
import { eventDetailEntryRoutes } from "../server/events/detail/index";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes(eventDetailEntryRoutes, { auth: viewerAuth });

export const config: Config = {
  path: ["/api/v1/events/:event_id", "/app_api/v1/mirai_hosting_events/:event_id"],
  // Event ids are digits only: any other segment (free_word_search, joint_job_fairs, past_events…) belongs to the
  // listing function, whatever order Netlify tries the functions in.
  excludedPath: ["/api/v1/events/:segment(.*[^0-9].*)"],
};
