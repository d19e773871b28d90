import type { Config } from "@netlify/functions";
import { myCourseRoutes } from "../server/entries/courses/course-routes";
import { entryRoutes } from "../server/entries/entry-routes";
import { serveRoutes } from "../server/http/serve-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes([...entryRoutes, ...myCourseRoutes], { auth: viewerAuth });

export const config: Config = {
  path: [
    "/api/v1/events/:event_id/schedules/:schedule_id/waitlist",
    "/api/v1/entries/:entry_id/seat",
    "/api/v1/events/:event_id/schedules/:schedule_id/entries",
    "/api/v1/entries",
    "/api/v1/entries/:entry_id",
    "/api/v1/entries/:entry_id/calendar.ics",
    "/api/v1/calendar_feed",
    "/api/v1/event_entry_courses",
    "/api/v1/event_entry_courses/:course_id",
  ],
};
