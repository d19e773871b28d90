import type { Config } from "@netlify/functions";
import { refreshTokenRoute } from "../server/auth/refresh-route";
import { serveRoutes } from "../server/platform/http/serve-routes";

export default serveRoutes([refreshTokenRoute], { sameOriginMarker: true });

export const config: Config = { path: ["/v1/auth/refresh"] };
