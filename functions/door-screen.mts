import type { Config } from "@netlify/functions";
import { doorScreenRoute } from "../server/checkin/door/door-routes";
import { serveRoutes } from "../server/platform/http/serve-routes";

export default serveRoutes([doorScreenRoute]);

export const config: Config = {
  path: ["/api/v1/door_screen"],
};
