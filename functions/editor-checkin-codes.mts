import type { Config } from "@netlify/functions";
import { editorCheckinCodeRoutes } from "../server/checkin/checkin-routes";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { editorAuth } from "../server/editor/verify-editor-request";

export default serveRoutes(editorCheckinCodeRoutes, { auth: editorAuth });

export const config: Config = {
  path: [
    "/api/v1/editor/schedules/:schedule_id/checkin_code",
    "/api/v1/editor/event_checkinable_companies/:event_checkinable_company_id/checkin_code",
    "/api/v1/editor/door_links",
  ],
};
