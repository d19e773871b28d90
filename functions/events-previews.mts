import type { Config } from "@netlify/functions";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { previewRoutes } from "../server/previews/preview-routes";

export default serveRoutes(previewRoutes);

export const config: Config = {
  path: ["/api/v1/events/:event_id/previews/basic_information", "/api/v1/events/:event_id/previews/schedules"],
};
