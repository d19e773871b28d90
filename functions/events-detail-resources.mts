import type { Config } from "@netlify/functions";
import { eventDetailResourceRoutes } from "../server/events/detail/index";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes(eventDetailResourceRoutes, { auth: viewerAuth });

export const config: Config = {
  path: [
    "/api/v1/events/:event_id/internships/basic_information",
    "/app_api/v1/events/:event_id/internships/basic_information",
    "/api/v1/events/:event_id/entered_schedule",
    "/app_api/v1/events/:event_id/entered_schedule",
    "/api/v1/events/:event_id/schedules",
    "/app_api/v1/events/:event_id/schedules",
    "/api/v1/events/:event_id/labels",
    "/app_api/v1/events/:event_id/labels",
    "/api/v1/events/:event_id/official_companies",
    "/app_api/v1/events/:event_id/official_companies",
    "/api/v1/events/:event_id/other_published_events",
    "/app_api/v1/events/:event_id/other_published_events",
    "/api/v1/events/:event_id/event_checkinable_companies",
    "/api/v1/events/:event_id/schedules/:schedule_id/lottery",
    "/api/v1/events/:event_id/schedules/:schedule_id/courses",
  ],
};
