import type { Config } from "@netlify/functions";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { popupRoutes } from "../server/popups/popup-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes(popupRoutes, { auth: viewerAuth });

export const config: Config = { path: ["/api/v1/popups"] };
