import type { Config } from "@netlify/functions";
import { noticeRoutes } from "../server/notices/notice-routes";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes(noticeRoutes, { auth: viewerAuth });

export const config: Config = {
  path: [
    "/api/v1/notifications",
    "/api/v1/notifications/read_all",
    "/api/v1/notifications/:notification_id/read",
    "/api/v1/whats_new_items",
    "/api/v1/whats_new_items/read_all",
    "/api/v1/whats_new_items/:whats_new_item_id/read",
  ],
};
