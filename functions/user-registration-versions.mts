import type { Config } from "@netlify/functions";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { getRegistrationVersionRoute } from "../server/registration/routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes([getRegistrationVersionRoute], { auth: viewerAuth });

export const config: Config = {
  path: ["/api/v1/user_registration_versions/:user_registration_version_key?"],
};
