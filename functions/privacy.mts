import type { Config } from "@netlify/functions";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { privacyRoutes } from "../server/privacy/privacy-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes(privacyRoutes, { auth: viewerAuth });

export const config: Config = {
  path: [
    "/api/v1/users/me/reauthentication_mails",
    "/api/v1/users/me/reauthentications",
    "/api/v1/users/me/data_export",
    "/api/v1/users/me/deletion",
  ],
};
