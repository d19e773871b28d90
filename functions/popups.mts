import type { Config } from "@netlify/functions";
import { serveRoutes } from "../server/http/serve-routes";
import { popupRoutes } from "../server/popups/popup-routes";

export default serveRoutes(popupRoutes);

export const config: Config = { path: ["/api/v1/popups"] };
